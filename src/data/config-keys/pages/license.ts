import type { ConfigPage } from '../types';

const page = {
  docId: 'config/license',
  title: '配置 license',
  tables: [
    {
      id: 'license',
      caption: 'License 文件（license）',
      keys: [
        {
          key: 'license',
          type: 'string（文件路径）',
          default: '启动目录下的 license.base64',
          meaning: 'FluxMQ 启动时读取的 License 文件路径。',
        },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
