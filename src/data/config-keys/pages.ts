import type { ConfigPage } from './types';
import read from './pages/read';
import mqtt from './pages/mqtt';
import pool from './pages/pool';
import cluster from './pages/cluster';
import http from './pages/http';
import eventbus from './pages/eventbus';
import store from './pages/store';
import shareSubscribe from './pages/shareSubscribe';
import retry from './pages/retry';
import application from './pages/application';
import license from './pages/license';
import es from './pages/es';
import endpointConfig from './pages/endpoint-config';
import endpoint from './pages/endpoint';

/**
 * The pages whose configuration keys are kept as data: the 配置指南 pages in sidebar order, then the
 * 端点管理 pages (config/mqtt -> ./pages/mqtt.ts, endpoint/config -> ./pages/endpoint-config.ts,
 * endpoint/README -> ./pages/endpoint.ts). A key listed on two pages has its plain anchor on the first
 * (endpoint/config, the reference, comes before endpoint/README).
 */
const pages: readonly ConfigPage[] = [
  read,
  mqtt,
  pool,
  cluster,
  http,
  eventbus,
  store,
  shareSubscribe,
  retry,
  application,
  license,
  es,
  endpointConfig,
  endpoint,
];

export default pages;
