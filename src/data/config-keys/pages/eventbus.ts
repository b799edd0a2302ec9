import type { ConfigPage } from '../types';

const page = {
  docId: 'config/eventbus',
  title: 'EVENTBUS 配置',
  tables: [
    {
      id: 'eventbus',
      caption: '集群节点间消息同步（eventbus）',
      keys: [
        { key: 'eventbus.compressed', type: 'boolean', default: 'true', meaning: '节点之间同步的消息是否压缩后再发送。' },
        { key: 'eventbus.batch', type: 'boolean', default: 'true', meaning: '是否把多条消息攒成一批再发送。' },
        { key: 'eventbus.batchSize', type: 'int（条）', default: '2000', meaning: '每一批最多包含的消息条数。' },
        { key: 'eventbus.batchDuration', type: 'int（毫秒）', default: '50', meaning: '两次批量发送之间的间隔。' },
        { key: 'eventbus.async', type: 'boolean', default: 'true', meaning: '是否以异步方式发送。' },
        { key: 'eventbus.asyncThreadSize', type: 'int（线程）', default: 'CPU 核数 / 2', meaning: '异步发送使用的线程数。' },
        { key: 'eventbus.asyncMessageSize', type: 'int（条）', default: '200000', meaning: '异步发送队列的容量。' },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
