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

/**
 * The config pages whose keys are kept as data, in sidebar order. Each module under
 * ./pages/ describes one page (config/mqtt -> ./pages/mqtt.ts).
 */
const pages: readonly ConfigPage[] = [read, mqtt, pool, cluster, http, eventbus, store, shareSubscribe, retry, application, license, es];

export default pages;
