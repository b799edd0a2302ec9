import type { ConfigPage } from '../types';

const page = {
  docId: 'config/retry',
  title: '重试配置',
  tables: [
    {
      id: 'retry',
      caption: '未确认消息的重发（retry）',
      keys: [
        { key: 'retry.retrySize', type: 'int（次）', default: '10', meaning: '一条消息最多重发的次数。' },
        { key: 'retry.retryPeriod', type: 'int（秒）', default: '10', meaning: '两次重发之间的间隔。' },
        { key: 'retry.maxUnConfirmMessageSize', type: 'int（条）', default: '200', meaning: '等待确认（未确认）消息队列的最大长度。' },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
