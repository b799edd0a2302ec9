import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * A test build (FLUXMQ_TEST_BUILD=1, used by tests/e2e/crash-page.test.mjs) adds test-only routes
 * that must never ship, and builds only the latest docs version to save time.
 * The published build is never a test build.
 */
export const isTestBuild = process.env.FLUXMQ_TEST_BUILD === '1';

function testRoutesPlugin(): Plugin {
  return {
    name: 'test-only-routes',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: '/__test__/crash',
        component: path.resolve(__dirname, '../tests/fixtures/test-build/CrashTestPage.tsx'),
        exact: true,
      });
    },
  };
}

export const testBuildPlugins = isTestBuild ? [testRoutesPlugin] : [];
