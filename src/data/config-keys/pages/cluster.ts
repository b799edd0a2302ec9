import type { ConfigPage } from '../types';

const page = {
  docId: 'config/cluster',
  title: '集群配置',
  tables: [
    {
      id: 'cluster',
      caption: '集群发现与工作目录（cluster）',
      keys: [
        { key: 'cluster.addresses', type: 'list（IP 字符串）', default: '—', meaning: '以 TCP 方式组建集群时，节点启动后要连接的集群节点地址列表。' },
        { key: 'cluster.localAddress', type: 'string（IP）', default: '—（可选）', meaning: '本节点对集群使用的 IP，主机有多块网卡时应明确指定。' },
        { key: 'cluster.multicastGroup', type: 'string', default: '—', meaning: '以 UDP 组播方式发现节点时使用的组播地址，仅组播模式需要。' },
        { key: 'cluster.multicastPort', type: 'int', default: '—', meaning: '以 UDP 组播方式发现节点时使用的组播端口，仅组播模式需要。' },
        { key: 'cluster.workDirectory', type: 'string（目录）', default: '~/fluxmq', meaning: '本地持久化数据目录，仅在 store.storeType 为 LOCAL 时生效。' },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
