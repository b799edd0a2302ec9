import type { ConfigPage } from '../types';

const page = {
  docId: 'config/read',
  title: '前言',
  tables: [
    {
      id: 'global',
      caption: '顶层开关',
      keys: [
        {
          key: 'allowEmptyMessage',
          type: 'boolean',
          default: '—',
          meaning: '是否把空消息（载荷长度为 0）也交给规则引擎处理，完整示例中为 true。',
        },
        { key: 'allowAnonymousAccess', type: 'boolean', default: '—', meaning: '是否允许客户端匿名接入，完整示例中为 true。' },
        {
          key: 'logAll',
          type: 'boolean',
          default: '—',
          meaning: '是否开启全量日志，开启后日志追踪功能不再生效，完整示例中为 false。',
          since: '2.0.18',
        },
      ],
    },
    {
      id: 'meter',
      caption: '指标输出（meter）',
      keys: [
        {
          key: 'meter.meterType',
          type: 'string',
          default: '—',
          values: ['INFLUXDB', 'PROMETHEUS'],
          meaning: '指标数据的输出类型，可选 INFLUXDB、PROMETHEUS，完整示例中为 PROMETHEUS。',
        },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
