import type { ConfigPage } from '../types';

const page = {
  docId: 'config/application',
  title: '应用配置',
  tables: [
    {
      id: 'application',
      caption: '应用（application）',
      keys: [
        {
          key: 'application.name',
          type: 'string',
          default: '—',
          meaning: '应用名称，示例值为 fluxmq，修改后 Metrics 的 Application 标签和控制台显示的节点名称随之改变。',
        },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
