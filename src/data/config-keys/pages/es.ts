import type { ConfigPage } from '../types';

const page = {
  docId: 'config/es',
  title: 'ELASTICSEARCH',
  tables: [
    {
      id: 'elasticsearch',
      caption: 'Elasticsearch（elasticsearch，2.0.11 起已移除）',
      removedIn: '2.0.11',
      keys: [
        { key: 'elasticsearch.url', type: 'string（host:port）', default: '127.0.0.1:9200', meaning: 'Elasticsearch 服务的地址和端口。' },
        { key: 'elasticsearch.userName', type: 'string', default: 'elastic', meaning: '连接 Elasticsearch 的用户名。' },
        { key: 'elasticsearch.password', type: 'string', default: 'elastic', meaning: '连接 Elasticsearch 的密码。' },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
