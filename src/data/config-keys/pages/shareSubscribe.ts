import type { ConfigPage } from '../types';

const page = {
  docId: 'config/shareSubscribe',
  title: '共享订阅配置',
  tables: [
    {
      id: 'shareSubscribe',
      caption: '共享订阅（shareSubscribe）',
      keys: [
        {
          key: 'shareSubscribe.strategy',
          type: 'string（枚举）',
          default: '—',
          values: ['RANDOM', 'HASH'],
          // The notes' key table (facts: config/shareSubscribe).
          valueMeanings: {
            RANDOM: '每条消息随机选择组内的一个订阅者。',
            HASH: '按客户端 ID 计算哈希来选择订阅者，同一个客户端 ID 总是得到相同的分配结果。',
          },
          meaning: '共享订阅组内分发消息的策略：RANDOM 随机选择订阅者，HASH 按客户端 ID 做哈希。',
        },
        { key: 'shareSubscribe.maxShareSubscribeSize', type: 'int', default: '不限制', meaning: '一个共享订阅组内最多允许的订阅数量。' },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
