import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * Sidebar of the latest docs version (docs/), as listed in the facts' sidebars.md.
 * Older versions keep theirs in versioned_sidebars/. Pages outside the sidebar
 * (config/es, function/control, function/store, gzyq/action/SAVE_MOGODB, gzyq/event/disconnect, gzyq/source/DATABASE, install/package) have routes but no sidebar.
 */
const sidebars = {
  tutorialSidebar: [
    {
      type: 'category',
      label: '前言',
      link: {
        type: 'generated-index',
        description:
          '认识 FluxMQ：产品定位、核心特点、技术架构和本版本的新功能，并逐项了解它支持的全部功能。第一次接触 FluxMQ，或想确认它能否满足你的场景时，从这里读起。',
      },
      items: ['product/introduction', 'product/core'],
    },
    {
      type: 'category',
      label: '安装部署',
      link: {
        type: 'generated-index',
        description:
          '在 Linux、Windows、macOS（含 ARM64 服务器与 Apple Silicon 机型）上安装 FluxMQ，或用 Docker、Docker Compose、Kubernetes 部署，以及运行大量连接前的 Linux 系统优化。准备安装或部署 FluxMQ 时阅读。',
      },
      items: [
        'install/optimize',
        'install/Linux',
        'install/Windows',
        'install/MacOS',
        'install/Linux-aarch64',
        'install/MacOS-aarch64',
        'install/docker',
        'install/docker-compose',
        'install/kubernetes',
      ],
    },
    {
      type: 'category',
      label: '配置指南',
      link: {
        type: 'generated-index',
        description:
          '逐段说明配置文件 config.yaml：MQTT 监听器、连接池、集群、HTTP 控制台、EVENTBUS、持久化存储、共享订阅、重试、应用名称与 License。要修改 FluxMQ 的启动配置，或查某个配置项的含义与默认值时阅读。',
      },
      items: [
        'config/read',
        'config/mqtt',
        'config/pool',
        'config/cluster',
        'config/http',
        'config/eventbus',
        'config/store',
        'config/shareSubscribe',
        'config/retry',
        'config/application',
        'config/license',
      ],
    },
    {
      type: 'category',
      label: '功能',
      link: {
        type: 'generated-index',
        description:
          'FluxMQ 各项功能的原理与用法：控制台概览、发布订阅、共享订阅、会话与延迟消息、认证鉴权与 ACL、连接与主题管理、指令消费、代理订阅和脚本引擎。想了解某项功能如何工作、在控制台中怎样使用时阅读。',
      },
      items: [
        'function/dashboard',
        'function/ps',
        'function/share',
        'function/session',
        'function/delay',
        {
          type: 'category',
          label: '认证鉴权',
          link: {
            type: 'generated-index',
            description:
              '客户端连接时如何校验身份：多种认证方式的判定规则，以及数据库、Redis、HTTP 服务和固定密码四种认证的配置。要让 FluxMQ 只接受持有合法凭据的客户端时阅读。',
          },
          items: ['auth/before', 'auth/db', 'auth/redis', 'auth/rest', 'auth/fixed'],
        },
        {
          type: 'category',
          label: 'acl功能',
          link: {
            type: 'generated-index',
            description:
              '用 ACL 规则控制客户端可以发布和订阅哪些主题：规则的判定方式与字段，以及从 SQL 数据库、控制台录入或 HTTP 接口获取规则的方法。要按客户端限制主题的访问权限时阅读。',
          },
          items: ['acl/before', 'acl/sql', 'acl/config', 'acl/http'],
        },
        'function/link',
        'function/topic',
        {
          type: 'category',
          label: '指令消费',
          link: {
            type: 'generated-index',
            description:
              '把 Kafka、RocketMQ、RabbitMQ、Pulsar 中的指令取出并发布到 MQTT 主题，以及把 FluxMQ 注册到 Nacos 供业务服务调用。要由业务系统经消息队列或服务发现向设备下发指令时阅读。',
          },
          items: ['command/KAFKA', 'command/ROCKETMQ', 'command/RABBITMQ', 'command/PULSAR', 'command/NACOS'],
        },
        'function/proxysub',
        'function/script',
      ],
    },
    {
      type: 'category',
      label: '端点管理',
      link: {
        type: 'generated-index',
        description:
          'Endpoint 动态管理：核心概念、全部配置、每个端点的监控指标与故障排查。要在运行中增删改监听端点，或监控、排查某个端点时阅读。',
      },
      items: ['endpoint/README', 'endpoint/config', 'endpoint/metrics', 'endpoint/troubleshooting'],
    },
    {
      type: 'category',
      label: '规则引擎',
      link: {
        type: 'generated-index',
        description:
          '规则引擎用规则 SQL 从事件中选取和筛选数据，再由动作写入数据库、消息队列等外部系统；本节包括事件类型、规则配置、动作类型和数据源配置。要把设备消息转发或保存到其他系统时阅读。',
      },
      items: [
        {
          type: 'category',
          label: '事件类型',
          link: {
            type: 'generated-index',
            description:
              '规则 SQL 可以选取的 $EVENT 事件：连接、断开、订阅、取消订阅、消息发布、确认、心跳、离线、丢弃与投递，每种事件的字段和示例 SQL。编写规则时要确认选哪个事件、能取哪些字段时阅读。',
          },
          items: [
            'gzyq/event/read',
            'gzyq/event/connect',
            'gzyq/event/close',
            'gzyq/event/sub',
            'gzyq/event/unsub',
            'gzyq/event/publish',
            'gzyq/event/ack',
            'gzyq/event/ping',
            'gzyq/event/offline',
            'gzyq/event/drop',
            'gzyq/event/delivered',
          ],
        },
        {
          type: 'category',
          label: '规则配置',
          link: {
            type: 'generated-index',
            description:
              '规则引擎的原理与用法：在控制台创建规则、SQL 语法、内置函数，以及实战案例、高级用法、故障排查与性能基准。第一次创建规则，或要写更复杂的规则 SQL、排查规则问题时阅读。',
          },
          items: [
            'gzyq/rule/README',
            'gzyq/rule/INTRODUCE',
            'gzyq/rule/STARTED',
            'gzyq/rule/GRAMMAR',
            'gzyq/rule/FUNCTION',
            'gzyq/rule/EXAMPLES',
            'gzyq/rule/ADVANCED',
            'gzyq/rule/TROUBLESHOOTING',
            'gzyq/rule/BENCHMARK',
          ],
        },
        {
          type: 'category',
          label: '动作类型',
          link: {
            type: 'generated-index',
            description:
              '规则选出的数据交给谁：保存到 Kafka、MySQL、PostgreSQL、Redis、ClickHouse、TDengine，发送到 Pulsar、RocketMQ，以及离线消息存储，每种动作的参数与字段映射。决定规则输出去往哪里、如何配置时阅读。',
          },
          items: [
            'gzyq/action/README',
            'gzyq/action/SAVE_KAFKA',
            'gzyq/action/SAVE_MYSQL',
            'gzyq/action/SAVE_POSTGRESQL',
            'gzyq/action/SAVE_REDIS',
            'gzyq/action/SAVE_CLICKHOUSE',
            'gzyq/action/SAVE_TDENGINE',
            'gzyq/action/SAVE_PULSAR',
            'gzyq/action/SAVE_ROCKETMQ',
            {
              type: 'category',
              label: '离线消息存储',
              link: {
                type: 'generated-index',
                description:
                  '客户端离线时消息如何判定、缓存与补发，以及用动作把离线消息保存到 Redis 或 MySQL。要让客户端重连后收到离线期间的消息时阅读。',
              },
              items: ['gzyq/action/OFFLINE', 'gzyq/action/OFFLINE_REDIS', 'gzyq/action/OFFLINE_MYSQL'],
            },
          ],
        },
        {
          type: 'category',
          label: '数据源配置',
          link: {
            type: 'generated-index',
            description:
              '规则引擎对接的外部系统：MySQL、Oracle、PostgreSQL、SQL Server、TDengine、ClickHouse、Webhook、Kafka、日志文件、MQTT、RabbitMQ、Redis、RocketMQ 与 Pulsar 数据源的连接参数、对端准备和验证方法。为动作准备目标数据库、消息队列或 HTTP 服务时阅读。',
          },
          items: [
            'gzyq/source/BEFORE',
            'gzyq/source/MYSQL',
            'gzyq/source/ORACLE',
            'gzyq/source/POSTGRESQL',
            'gzyq/source/SQLSERVER',
            'gzyq/source/TDENGINE',
            'gzyq/source/CLICKHOUSE',
            'gzyq/source/WEBHOOK',
            'gzyq/source/KAFKA',
            'gzyq/source/LOG',
            'gzyq/source/MQTT',
            'gzyq/source/RABBITMQ',
            'gzyq/source/REDIS',
            'gzyq/source/ROCKETMQ',
            'gzyq/source/PULSAR',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: '多协议',
      link: {
        type: 'generated-index',
        description:
          'MQTT 之外的接入协议：CoAP、GB/T 32960、V2C、OCPP、WebSocket 和 I1 协议插件的启用方式与消息格式。要接入不使用 MQTT 的设备或充电桩、车载终端时阅读。',
      },
      items: ['protocol/coap', 'protocol/32960', 'protocol/v2c', 'protocol/ocpp', 'protocol/websocket', 'protocol/i1'],
    },
    {
      type: 'category',
      label: '工具',
      link: {
        type: 'generated-index',
        description:
          '配套工具：用 OpenSSL 生成 MQTT TLS 所需的证书，以及用 HAProxy 为 FluxMQ 集群做负载均衡。要为 MQTT 启用 TLS，或在集群前部署负载均衡时阅读。',
      },
      items: ['tools/ssl', 'tools/haproxy'],
    },
    {
      type: 'category',
      label: 'API',
      link: {
        type: 'generated-index',
        description:
          'FluxMQ 的 HTTP API：认证方式、通用响应与错误码、全部接口参考，以及消息推送、客户端查询和客户端关闭三个常用接口。要从业务系统通过 HTTP 发布消息或管理客户端连接时阅读。',
      },
      items: [
        {
          type: 'doc',
          id: 'api/README',
          label: '前言',
        },
        {
          type: 'doc',
          id: 'api/reference',
          label: 'API接口',
        },
        'api/Publish',
        'api/Check',
        'api/kick',
      ],
    },
    {
      type: 'category',
      label: '性能压测',
      link: {
        type: 'generated-index',
        description:
          '单节点连接数、广播、Kafka 桥接和连接并发的压测方法与结果，以及与 BifrMQ、EMQX、HiveMQ 在多种订阅场景下的 CPU 对比。评估 FluxMQ 能承载多大负载、规划服务器资源时阅读。',
      },
      items: [
        'test/Conn',
        'test/Broad',
        'test/Bridge',
        'test/ConnConcurrent',
        'test/MoreTopic',
        'test/SingleTopic',
        'test/ShareTopic',
        'test/Wildcard',
      ],
    },
    {
      type: 'category',
      label: '可观测',
      link: {
        type: 'generated-index',
        description:
          '观察 FluxMQ 的运行状态：用脚本安装 Prometheus 与 Grafana 监控看板，以及统计、事件、路由等各类指标的含义。要搭建监控，或通过指标了解节点运行情况时阅读。',
      },
      items: ['view/api', 'view/metrics'],
    },
    'vs',
    'mqtt',
    'FAQ',
    'License',
    'CHANGELOG',
  ],
} satisfies SidebarsConfig;

export default sidebars;
