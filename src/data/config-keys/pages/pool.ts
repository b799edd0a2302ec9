import type { ConfigPage } from '../types';

const page = {
  docId: 'config/pool',
  title: '连接池配置',
  tables: [
    {
      id: 'threads',
      caption: '线程与事件处理（pool）',
      keys: [
        // 2.1.0 restructured the section (install/docker and install/kubernetes samples of 2.1.x): smaller
        // boss and event thread defaults, eventThreadGroup added. The RingBuffer keys are deprecated from
        // 2.1.0, not removed: the 2.1.x config/read sample still sets bufferSize: 4096 and config/pool
        // (the same in every version) lists all three, and the CHANGELOG calls old keys deprecated
        // (READINGS.md, config/pool).
        {
          key: 'pool.bossThreadSize',
          type: 'int',
          default: '4',
          meaning: 'Netty boss 线程数，负责接受新连接，通常 1～4 个即可。',
          changes: [{ from: '2.1.0', default: 'max(CPU 核数 / 4, 1)' }],
        },
        { key: 'pool.workThreadSize', type: 'int', default: 'CPU 核数', meaning: 'Netty worker 线程数，负责处理连接上的 I/O 事件。' },
        {
          key: 'pool.eventThreadSize',
          type: 'int',
          default: 'CPU 核数 + 2',
          meaning: 'MQTT 事件消费（业务）线程数，执行规则引擎等耗时较长的工作。',
          changes: [{ from: '2.1.0', default: 'max(CPU 核数 / 4, 1)' }],
        },
        { key: 'pool.eventThreadGroup', type: 'int', default: 'CPU 核数', meaning: 'MQTT 事件线程组的数量。', since: '2.1.0' },
        { key: 'pool.bufferSize', type: 'int', default: '1024', meaning: 'MQTT 事件消费使用的 RingBuffer 大小。', deprecated: '2.1.0' },
        {
          key: 'pool.eventMessageSize',
          type: 'int（条）',
          default: '500000',
          meaning: '业务线程队列中最多缓存的消息条数。',
          deprecated: '2.1.0',
        },
        {
          key: 'pool.waitStrategy',
          type: 'string',
          default: 'BLOCKING',
          values: ['BLOCKING', 'SLEEPING', 'YIELDING'],
          meaning: '事件消费线程的等待策略，可选 BLOCKING、SLEEPING、YIELDING。',
          deprecated: '2.1.0',
        },
      ],
    },
    {
      id: 'traffic',
      caption: '流量整形与写缓冲水位（pool）',
      keys: [
        {
          key: 'pool.globalReadSize',
          type: 'int（字节/秒）',
          default: '不限制（不建议设置）',
          meaning: '整个节点每秒允许读取的字节数上限。',
        },
        {
          key: 'pool.globalWriteSize',
          type: 'int（字节/秒）',
          default: '不限制（不建议设置）',
          meaning: '整个节点每秒允许写出的字节数上限。',
        },
        {
          key: 'pool.channelReadSize',
          type: 'int（字节/秒）',
          default: '不限制（不建议设置）',
          meaning: '单个连接每秒允许读取的字节数上限。',
        },
        {
          key: 'pool.channelWriteSize',
          type: 'int（字节/秒）',
          default: '不限制（不建议设置）',
          meaning: '单个连接每秒允许写出的字节数上限。',
        },
        {
          key: 'pool.lowWaterMark',
          type: 'int（字节）',
          default: '32768（不建议设置）',
          meaning: 'Netty 写缓冲区的低水位，待写字节数回落到它以下时连接恢复可写。',
        },
        {
          key: 'pool.highWaterMark',
          type: 'int（字节）',
          default: '65536（不建议设置）',
          meaning: 'Netty 写缓冲区的高水位，待写字节数达到它时连接被标记为不可写。',
        },
      ],
    },
    {
      id: 'ruleEngine',
      caption: '规则引擎线程（pool）',
      since: '2.0.18',
      keys: [
        { key: 'pool.ruleEngineAsync', type: 'boolean', default: 'true', meaning: '规则引擎是否以异步方式执行。' },
        { key: 'pool.ruleEngineThreadSize', type: 'int', default: 'CPU 核数', meaning: '执行规则引擎的线程数。' },
        { key: 'pool.ruleEngineMessageSize', type: 'int（条）', default: '—', meaning: '规则引擎线程队列的容量。' },
        { key: 'pool.ruleEngineMetrics', type: 'boolean', default: 'true', meaning: '是否开启规则引擎性能监控。', since: '2.1.0' },
        {
          key: 'pool.ruleEngineMetricsInterval',
          type: 'int（秒）',
          default: '60',
          meaning: '规则引擎性能监控的统计间隔。',
          since: '2.1.0',
        },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
