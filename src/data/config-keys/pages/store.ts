import type { ConfigPage } from '../types';

const page = {
  docId: 'config/store',
  title: '配置持久化',
  tables: [
    {
      id: 'storeType',
      caption: '存储类型（store）',
      keys: [
        {
          key: 'store.storeType',
          type: 'string',
          default: 'LOCAL',
          values: ['LOCAL', 'MEMORY', 'MYSQL', 'POSTGRESQL'],
          // The notes' four sub-sections (facts: config/store, 配置).
          valueMeanings: {
            LOCAL: '本地磁盘存储，数据保存在 cluster.workDirectory 目录中，重启后仍然保留。',
            MEMORY: '只保存在内存中，不做持久化，重启后数据丢失。',
            MYSQL: '保存到 MySQL 数据库，重启后仍然保留；连接信息写在 store.datasource。',
            POSTGRESQL: '保存到 PostgreSQL 数据库，重启后仍然保留；连接信息写在 store.datasource。',
          },
          meaning: '持久化方式，可选 LOCAL、MEMORY、MYSQL、POSTGRESQL。',
        },
        {
          key: 'store.datasource',
          type: 'object',
          default: '—（可选）',
          meaning: '数据库连接信息，选择 MYSQL 或 POSTGRESQL 存储时需要配置。',
        },
      ],
    },
    {
      id: 'mysql',
      caption: 'MySQL 数据源（store.datasource，storeType 为 MYSQL）',
      keys: [
        {
          key: 'store.datasource.url',
          type: 'string',
          default: 'jdbc:mysql://127.0.0.1:3306/fluxmq?useSSL=false',
          meaning: '连接 MySQL 的 JDBC 地址。',
        },
        { key: 'store.datasource.username', type: 'string', default: 'root', meaning: '连接 MySQL 的用户名。' },
        { key: 'store.datasource.password', type: 'string', default: '123456', meaning: '连接 MySQL 的密码。' },
      ],
    },
    {
      id: 'postgresql',
      caption: 'PostgreSQL 数据源（store.datasource，storeType 为 POSTGRESQL）',
      keys: [
        {
          key: 'store.datasource.url',
          type: 'string',
          default: 'jdbc:postgresql://127.0.0.1:5432/fluxmq',
          meaning: '连接 PostgreSQL 的 JDBC 地址。',
        },
        { key: 'store.datasource.username', type: 'string', default: '—', meaning: '连接 PostgreSQL 的用户名，示例中为 postgres。' },
        { key: 'store.datasource.password', type: 'string', default: '—', meaning: '连接 PostgreSQL 的密码。' },
        {
          key: 'store.datasource.schema',
          type: 'string',
          default: 'public',
          meaning: 'FluxMQ 数据表所在的 PostgreSQL schema，不填时使用 public。',
        },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
