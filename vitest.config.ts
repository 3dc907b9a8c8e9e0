import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };
// The SDK warns about Node 20 on every process; the Lambda runtime is Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// The handlers' Powertools logger logs every request at INFO; the suites' output keeps warnings and errors only.
const env = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', POWERTOOLS_LOG_LEVEL: 'WARN' };

/** Four suites, each runnable alone: `vitest run --project unit|api|cdk|e2e`. */
export default defineConfig({
  resolve: { alias },
  test: {
    env,
    projects: [
      { resolve: { alias }, test: { name: 'unit', env, include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'api',
          env,
          include: ['test/api/**/*.test.ts'],
          globalSetup: ['test/api/global-setup.ts'],
          setupFiles: ['test/api/setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { resolve: { alias }, test: { name: 'cdk', env, include: ['test/cdk/**/*.test.ts'], testTimeout: 600_000, hookTimeout: 600_000 } },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          env,
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
