import type { ConfigPage } from '../types';

const page = {
  docId: 'config/cluster',
  title: '集群配置',
  tables: [
    {
      id: 'cluster',
      caption: '集群发现与工作目录（cluster）',
      keys: [
        {
          key: 'cluster.addresses',
          type: 'list（IP 字符串）',
          default: '—',
          meaning: '以 TCP 方式组建集群时，节点启动后要连接的集群节点地址列表。',
        },
        {
          key: 'cluster.localAddress',
          type: 'string（IP）',
          default: '—（可选）',
          meaning: '本节点对集群使用的 IP，主机有多块网卡时应明确指定。',
        },
        {
          key: 'cluster.multicastGroup',
          type: 'string',
          default: '—',
          meaning: '以 UDP 组播方式发现节点时使用的组播地址，仅组播模式需要。',
        },
        { key: 'cluster.multicastPort', type: 'int', default: '—', meaning: '以 UDP 组播方式发现节点时使用的组播端口，仅组播模式需要。' },
        {
          key: 'cluster.workDirectory',
          type: 'string（目录）',
          default: '~/fluxmq',
          meaning: '本地持久化数据目录，仅在 store.storeType 为 LOCAL 时生效。',
        },
      ],
    },
    {
      // install/kubernetes (every version): the ConfigMap's discovery keys; endpoint/config (2.1.1) adds enabled and port.
      id: 'kubernetes',
      caption: 'Kubernetes 中的节点发现（cluster.kubernetes）',
      keys: [
        {
          key: 'cluster.kubernetes.enabled',
          type: 'boolean',
          default: '—',
          meaning: '是否通过 Kubernetes 发现集群节点，端点管理的配置示例中为 true。',
          since: '2.1.1',
        },
        {
          key: 'cluster.kubernetes.service',
          type: 'string',
          default: '—',
          meaning: '用于发现其他节点的 Service 名称，须与部署中创建的 Service 一致，部署示例中为 fluxmq。',
        },
        { key: 'cluster.kubernetes.namespace', type: 'string', default: '—', meaning: '该 Service 所在的命名空间，部署示例中为 default。' },
        {
          key: 'cluster.kubernetes.master',
          type: 'string（URL）',
          default: '—',
          meaning: '在集群内访问 Kubernetes API Server 的地址，部署示例中为 https://kubernetes.default.svc.cluster.local:443。',
        },
        {
          key: 'cluster.kubernetes.accountToken',
          type: 'string（文件路径）',
          default: '—',
          meaning:
            'FluxMQ 访问 API Server 时使用的 ServiceAccount 令牌文件，部署示例中为 /var/run/secrets/kubernetes.io/serviceaccount/token。',
        },
        {
          key: 'cluster.kubernetes.port',
          type: 'int',
          default: '—',
          meaning: 'Kubernetes 发现的端口设置，端点管理的配置示例中为 8080。',
          since: '2.1.1',
        },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
