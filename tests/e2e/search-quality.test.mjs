// 31 realistic reader queries (one of them a configuration key name), Chinese and English: each finds the right page among the first 8
// suggestions, in the version being read. A suggestion is identified by its breadcrumb
// ("文档 › 配置指南 › 集群配置 …"): the expected page is "<its category> › <its title>".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hydrated, newPage, useSiteAndBrowser } from '../lib/site.mjs';

/** [version path prefix, query, acceptable pages] */
const QUERIES = [
  ['', '配置集群', ['配置指南 › 集群配置']],
  ['', 'docker 部署', ['安装部署 › docker', '安装部署 › docker-compose']],
  ['', 'kafka 数据源', ['数据源配置 › Kafka']],
  ['', '端口 1883', ['配置指南 › MQTT 配置', '安装部署 › linux 安装', '安装部署 › docker']],
  ['', 'SSL 证书', ['工具 › 证书生成']],
  ['', '共享订阅', ['功能 › 共享订阅', '配置指南 › 共享订阅配置']],
  ['', '离线消息', ['离线消息存储 › 前言']],
  ['', '遗嘱消息', ['文档 › MQTT 协议介绍']],
  ['', '保留消息', ['功能 › 发布订阅', '文档 › MQTT 协议介绍']],
  ['', '规则引擎', ['规则配置 › 介绍', '规则引擎 › 规则配置']],
  ['', 'mysql 认证', ['认证鉴权 › 数据库认证']],
  ['', 'redis 认证', ['认证鉴权 › redis 认证']],
  ['', 'ACL 规则', ['acl功能 › 介绍', 'acl功能 › 配置']],
  ['', 'haproxy', ['工具 › HaProxy 配置']],
  ['', 'kubernetes 集群部署', ['安装部署 › kubernetes']],
  ['', '延迟消息', ['功能 › 延迟消息']],
  ['', 'websocket', ['多协议 › WEBSOCKET', '配置指南 › MQTT 配置']],
  ['', 'coap', ['多协议 › COAP']],
  ['', '32960', ['多协议 › GBT32960']],
  ['', '踢出客户端', ['api › 客户端关闭', 'API › 客户端关闭']],
  ['', '消息推送 API', ['api › 消息推送', 'API › 消息推送']],
  ['', 'license 文件', ['配置指南 › 配置 license', '文档 › LICENSE']],
  ['', 'prometheus', ['可观测 › Metrics']],
  ['', '文件句柄 优化', ['安装部署 › 系统优化']],
  ['', '连接事件', ['事件类型 › 连接事件']],
  ['', 'clickhouse', ['数据源配置 › ClickHouse', '动作类型 › 保存到 ClickHouse']],
  ['', 'SQL 函数', ['规则配置 › 内置 SQL 函数']],
  ['', 'windows 安装', ['安装部署 › windows 安装']],
  ['', 'messageMaxSize', ['配置指南 › MQTT 配置', '文档 › 配置速查', '配置速查']],
  ['/2.0.17', 'kafka 数据源', ['数据源配置 › Kafka']],
  ['/2.0.18', 'http 鉴权', ['acl功能 › http 配置']],
];

const env = useSiteAndBrowser();

for (const [prefix, query, expected] of QUERIES) {
  test(`search "${query}" on ${prefix || 'the latest'} finds ${expected[0]}`, async () => {
    const { page, context } = await newPage(env.browser);
    await page.goto(`${env.server.baseUrl}${prefix}/`);
    await hydrated(page);
    await page.click('input.navbar__search-input');
    await page.keyboard.type(query);
    await page.waitForSelector('[role="listbox"] [role="option"]', { timeout: 20000 });
    await page.waitForTimeout(300);
    const hits = await page.$$eval('[role="listbox"] [role="option"]', (os) =>
      os.map((o) => `${o.querySelector('[class*="hitPath"]')?.textContent ?? ''} › ${o.querySelector('[class*="hitTitle"]')?.textContent ?? ''}`),
    );
    assert.ok(hits.length <= 8);
    const found = hits.some((h) => expected.some((e) => h.includes(e.startsWith('文档') ? e : ` › ${e}`) && !/ › $/.test(e)));
    assert.ok(found, `none of ${JSON.stringify(expected)} in:\n${hits.join('\n')}`);
    await context.close();
  });
}
