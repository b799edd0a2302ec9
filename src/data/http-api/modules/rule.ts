/** 规则引擎、数据源、认证、ACL、脚本、指令与扩展管理 API (2.1.1, api/reference). */
import type { ApiModule, Schema } from '../types';
import { arr, bool, json, obj, ok, pageFields, str } from '../schema';

const since = '2.1.1';
const RULE_SQL = "SELECT * FROM 'sensor/temperature'";
const SCRIPT = 'function process(data) {\n  return data * 2;\n}';
const byId = (what: string, example: string) => ({ schema: obj(`要操作的${what}`, { id: str(`${what} ID`) }), example: { id: example } });
/** A body answered with the bare JSON string "success". */
const successString = () => ok('成功时返回 JSON 字符串 "success"。', json(str('"success" 表示成功'), 'success'));

const datasource = (): Schema =>
  obj('数据库连接', { url: str('JDBC 连接地址'), username: str('数据库用户名'), password: str('数据库密码') });
const DATASOURCE = { url: 'jdbc:mysql://localhost:3306/fluxmq', username: 'root', password: 'your-password' };

export const ruleModule: ApiModule = {
  id: 'rule',
  name: '规则引擎 API',
  description: '添加、查询、删除、启停规则，测试规则与解析规则 SQL。',
  endpoints: [
    {
      id: 'ruleAdd',
      since,
      method: 'POST',
      path: '/rule/add',
      summary: '添加规则',
      description:
        '添加一条规则：一条规则 SQL 加一组动作。示例中保存到 MySQL 的动作（save_mysql）只设置了表名；这个动作在控制台中还要选择数据源、核对保存 SQL 模板，添加后在控制台「规则引擎 → 规则管理」中打开这条规则补全。',
      request: {
        schema: obj('新规则', {
          name: str('规则名称'),
          sql: str('规则 SQL'),
          actions: arr(
            '规则命中后执行的动作',
            obj('一个动作', {
              type: str('动作类型'),
              config: obj('动作的配置；save_mysql 的数据源和保存 SQL 模板在控制台中补全', { table: str('写入的表') }),
            }),
          ),
        }),
        example: { name: 'temperature-rule', sql: RULE_SQL, actions: [{ type: 'save_mysql', config: { table: 'temperature_data' } }] },
      },
      response: successString(),
    },
    {
      id: 'ruleQuery',
      since,
      method: 'POST',
      path: '/rule/query',
      summary: '查询规则',
      description: '分页查询规则，可按名称筛选。',
      request: {
        schema: obj('查询条件', { ...pageFields(), name: str('按规则名称筛选') }),
        example: { page: 1, size: 20, name: 'temperature' },
      },
      response: ok('当前页的规则。'),
    },
    {
      id: 'ruleDelete',
      since,
      method: 'POST',
      path: '/rule/delete',
      summary: '删除规则',
      description: '删除一条规则。',
      request: byId('规则', 'rule-001'),
      response: ok('删除成功。'),
    },
    {
      id: 'ruleStateSet',
      since,
      method: 'POST',
      path: '/rule/state/set',
      summary: '设置规则状态',
      description: '启用或停用一条规则。',
      request: {
        schema: obj('规则与目标状态', { id: str('规则 ID'), enabled: bool('true 启用，false 停用') }),
        example: { id: 'rule-001', enabled: true },
      },
      response: ok('设置成功。'),
    },
    {
      id: 'ruleTest',
      since,
      method: 'POST',
      path: '/rule/test',
      summary: '规则测试',
      description: '用一条测试消息检验规则 SQL 是否按预期匹配。',
      request: {
        schema: obj('测试内容', { sql: str('规则 SQL'), testData: obj('测试消息', { topic: str('消息主题'), payload: str('消息内容') }) }),
        example: { sql: RULE_SQL, testData: { topic: 'sensor/temperature', payload: '25.5' } },
      },
      response: ok('测试结果。'),
    },
    {
      id: 'ruleRuntime',
      since,
      method: 'POST',
      path: '/rule/runtime',
      summary: '规则运行时信息',
      description: '查看一条规则的运行时信息。',
      request: byId('规则', 'rule-001'),
      response: ok('规则的运行时信息。'),
    },
    {
      id: 'ruleSql',
      since,
      method: 'POST',
      path: '/rule/sql',
      summary: '规则 SQL 解析',
      description: '解析一条规则 SQL。',
      request: { schema: obj('要解析的 SQL', { sql: str('规则 SQL') }), example: { sql: RULE_SQL } },
      response: ok('解析结果。'),
    },
    {
      id: 'ruleActions',
      since,
      method: 'POST',
      path: '/rule/actions',
      summary: '保存动作类型',
      description: '获取可用的保存动作类型。',
      response: ok('保存动作类型。'),
    },
  ],
};

export const sourceModule: ApiModule = {
  id: 'source',
  name: '数据源管理 API',
  description: '添加、查询、删除数据源，列出数据源类型，测试数据源连接。',
  endpoints: [
    {
      id: 'sourceAdd',
      since,
      method: 'POST',
      path: '/source/add',
      summary: '添加数据源',
      description: '添加一个数据源。',
      request: {
        schema: obj('新数据源', { name: str('数据源名称'), type: str('数据源类型'), config: datasource() }),
        example: { name: 'mysql-db', type: 'mysql', config: DATASOURCE },
      },
      response: ok('添加成功。'),
    },
    {
      id: 'sourceQuery',
      since,
      method: 'POST',
      path: '/source/query',
      summary: '查询数据源',
      description: '分页查询数据源，可按类型筛选。',
      request: {
        schema: obj('查询条件', { ...pageFields(), type: str('按数据源类型筛选') }),
        example: { page: 1, size: 20, type: 'mysql' },
      },
      response: ok('当前页的数据源。'),
    },
    {
      id: 'sourceDelete',
      since,
      method: 'POST',
      path: '/source/delete',
      summary: '删除数据源',
      description: '删除一个数据源。',
      request: byId('数据源', 'source-001'),
      response: ok('删除成功。'),
    },
    {
      id: 'sourceType',
      since,
      method: 'GET',
      path: '/source/type',
      summary: '数据源类型',
      description: '列出数据源类型。',
      response: ok(
        '数据源类型。',
        json({ type: 'array', description: '数据源类型', items: str('类型名') }, ['mysql', 'postgresql', 'redis', 'kafka', 'mongodb']),
      ),
    },
    {
      id: 'sourceCheck',
      since,
      method: 'POST',
      path: '/source/check',
      summary: '检查数据源',
      description: '测试一个数据源能否连通。',
      request: byId('数据源', 'source-001'),
      response: ok('检查结果。'),
    },
    {
      id: 'sourceQueryInfo',
      since,
      method: 'POST',
      path: '/source/query/info',
      summary: '查询数据源信息',
      description: '查看一个数据源的详细信息。',
      request: byId('数据源', 'source-001'),
      response: ok('数据源的详细信息。'),
    },
    {
      id: 'sourceQueryDelete',
      since,
      method: 'POST',
      path: '/source/query/delete',
      summary: '删除数据源查询',
      description: '删除一个数据源查询。',
      request: byId('查询', 'query-001'),
      response: ok('删除成功。'),
    },
  ],
};

const policy = (what: string, sqlDescription: string, sql: string) => ({
  schema: obj(`新${what}`, {
    name: str(`${what}名称`),
    type: str(`${what}类型`),
    config: obj(`${what}的配置`, { datasource: datasource(), sql: str(sqlDescription) }),
  }),
  sql,
});

// The SQL follows what the console's SQL authentication (auth/db) and SQL ACL (acl/sql) require of
// it, so a policy added through the API behaves as one configured in the console.
const authPolicy = policy(
  '认证策略',
  '认证 SQL：必须返回 password 列（加盐时还返回 salt 列），用 ${属性名} 引用认证实体（如 ${username}），只需一行结果',
  "SELECT password, salt FROM device WHERE username = '${username}' LIMIT 1",
);
const aclPolicy = policy(
  'ACL 策略',
  '加载 ACL 规则的 SQL：必须返回 subject、acl_type、topic、acl_strategy、acl_action 五列，列名不同时用别名',
  'SELECT subject, acl_type, topic, acl_strategy, acl_action FROM acl',
);

export const authModule: ApiModule = {
  id: 'auth',
  name: '认证管理 API',
  description: '添加、查询、删除认证策略，获取可选的密码加密与盐值类型策略。',
  endpoints: [
    {
      id: 'authAdd',
      since,
      method: 'POST',
      path: '/auth/add',
      summary: '添加认证策略',
      description: '添加一条认证策略，例如用数据库中的用户表认证客户端。',
      request: {
        schema: authPolicy.schema,
        example: { name: 'mysql-auth', type: 'database', config: { datasource: DATASOURCE, sql: authPolicy.sql } },
      },
      response: successString(),
    },
    {
      id: 'authQuery',
      since,
      method: 'POST',
      path: '/auth/query',
      summary: '查询认证策略',
      description: '列出认证策略。',
      response: ok('认证策略。'),
    },
    {
      id: 'authDelete',
      since,
      method: 'POST',
      path: '/auth/delete',
      summary: '删除认证策略',
      description: '删除一条认证策略。',
      request: byId('认证策略', 'auth-001'),
      response: ok('删除成功。'),
    },
    {
      id: 'authPasswordEncrypt',
      since,
      method: 'POST',
      path: '/auth/password/encrypt',
      summary: '密码加密策略',
      description: '获取可选的密码加密策略。',
      response: ok('密码加密策略。'),
    },
    {
      id: 'authSaltType',
      since,
      method: 'POST',
      path: '/auth/salt/type',
      summary: '盐值类型策略',
      description: '获取可选的盐值类型策略。',
      response: ok('盐值类型策略。'),
    },
  ],
};

export const aclModule: ApiModule = {
  id: 'acl',
  name: 'ACL 管理 API',
  description: '添加、查询、删除 ACL 策略。',
  endpoints: [
    {
      id: 'aclAdd',
      since,
      method: 'POST',
      path: '/acl/add',
      summary: '添加 ACL 策略',
      description: '添加一条 ACL 策略，例如用数据库中的权限表控制主题访问。',
      request: {
        schema: aclPolicy.schema,
        example: { name: 'topic-acl', type: 'database', config: { datasource: DATASOURCE, sql: aclPolicy.sql } },
      },
      response: ok('添加成功。'),
    },
    {
      id: 'aclQuery',
      since,
      method: 'POST',
      path: '/acl/query',
      summary: '查询 ACL 策略',
      description: '列出 ACL 策略。',
      response: ok('ACL 策略。'),
    },
    {
      id: 'aclDelete',
      since,
      method: 'POST',
      path: '/acl/delete',
      summary: '删除 ACL 策略',
      description: '删除一条 ACL 策略。',
      request: byId('ACL 策略', 'acl-001'),
      response: ok('删除成功。'),
    },
  ],
};

export const scriptModule: ApiModule = {
  id: 'script',
  name: '脚本管理 API',
  description: '添加、查询、删除、启停脚本，检查脚本语法。',
  endpoints: [
    {
      id: 'scriptAdd',
      since,
      method: 'POST',
      path: '/script/add',
      summary: '添加脚本',
      description: '添加一个脚本。',
      request: {
        schema: obj('新脚本', { name: str('脚本名称'), type: str('脚本语言'), content: str('脚本源码') }),
        example: { name: 'data-processor', type: 'javascript', content: SCRIPT },
      },
      response: ok('添加成功。'),
    },
    {
      id: 'scriptQuery',
      since,
      method: 'POST',
      path: '/script/query',
      summary: '查询脚本',
      description: '列出脚本。',
      response: ok('脚本。'),
    },
    {
      id: 'scriptDelete',
      since,
      method: 'POST',
      path: '/script/delete',
      summary: '删除脚本',
      description: '删除一个脚本。',
      request: byId('脚本', 'script-001'),
      response: ok('删除成功。'),
    },
    {
      id: 'scriptState',
      since,
      method: 'POST',
      path: '/script/state',
      summary: '脚本状态',
      description: '启用或停用一个脚本。',
      request: {
        schema: obj('脚本与目标状态', { id: str('脚本 ID'), enabled: bool('true 启用，false 停用') }),
        example: { id: 'script-001', enabled: true },
      },
      response: ok('设置成功。'),
    },
    {
      id: 'scriptCheck',
      since,
      method: 'POST',
      path: '/script/check',
      summary: '检查脚本',
      description: '检查一段脚本的语法。',
      request: { schema: obj('要检查的脚本', { content: str('脚本源码') }), example: { content: SCRIPT } },
      response: ok('检查结果。'),
    },
  ],
};

export const commandModule: ApiModule = {
  id: 'command',
  name: '指令管理 API',
  description: '列出指令消费类型，添加指令配置。',
  endpoints: [
    {
      id: 'commandType',
      since,
      method: 'GET',
      path: '/command/type',
      summary: '指令类型',
      description: '列出指令消费类型。',
      response: ok(
        '指令消费类型。',
        json({ type: 'array', description: '指令消费类型', items: str('类型名') }, ['KAFKA', 'ROCKETMQ', 'RABBITMQ', 'PULSAR', 'NACOS']),
      ),
    },
    {
      id: 'commandAdd',
      since,
      method: 'POST',
      path: '/command/add',
      summary: '添加指令',
      description: '添加一个指令配置。',
      request: {
        schema: obj('新指令配置', {
          type: str('指令消费类型'),
          config: obj('该类型的配置（KAFKA 的示例）', { bootstrapServers: str('Kafka 地址'), topic: str('Kafka 主题') }),
        }),
        example: { type: 'KAFKA', config: { bootstrapServers: 'localhost:9092', topic: 'mqtt-messages' } },
      },
      response: ok('添加成功。'),
    },
  ],
};

export const extensionModule: ApiModule = {
  id: 'extension',
  name: '扩展管理 API',
  description: '添加扩展。',
  endpoints: [
    {
      id: 'extensionAdd',
      since,
      method: 'POST',
      path: '/extension/add',
      summary: '添加扩展',
      description: '添加一个扩展。',
      request: {
        schema: obj('新扩展', {
          name: str('扩展名称'),
          type: str('扩展类型'),
          config: obj('扩展的配置', { className: str('实现类的全限定名') }),
        }),
        example: { name: 'custom-extension', type: 'processor', config: { className: 'com.example.CustomProcessor' } },
      },
      response: ok('添加成功。'),
    },
  ],
};
