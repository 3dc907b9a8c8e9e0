import { randomUUID } from 'node:crypto';
import { resetEnvironmentCache } from '../../functions/lib/config';
import { localDynamoDbClient } from '../../scripts/local/dynamodb';
import { startGateway } from '../../scripts/local/gateway';
import { freePort } from '../../scripts/local/ports';
import { startStreamPoller, type StreamPoller } from '../../scripts/local/stream-poller';
import type { AuthResponse } from '../../shared/schemas/auth';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any body
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Harness {
  url: string;
  poller: StreamPoller;
  call<T = any>(method: string, path: string, options?: { token?: string; body?: unknown; rawBody?: string }): Promise<ApiResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Registers a fresh user and returns its session. */
  signUp(overrides?: Partial<{ firstName: string; lastName: string; email: string; password: string }>): Promise<AuthResponse & { password: string }>;
  stop(): Promise<void>;
}

/**
 * The local gateway and stream poller for one test file, in the test's own
 * process, over the suite's DynamoDB Local: requests go through the same
 * route matching, proxy events and middlewares as `npm start`.
 */
export async function startHarness(): Promise<Harness> {
  const port = await freePort();
  process.env.WEBSOCKET_ENDPOINT = `http://127.0.0.1:${port}`;
  const gateway = await startGateway({ port, uploads: { endpoint: process.env.S3_ENDPOINT!, bucket: process.env.UPLOADS_BUCKET! } });
  // The site's origin, as the local stack sets it: emailed links point here.
  process.env.SITE_ORIGIN = gateway.url;
  resetEnvironmentCache();
  const { handler } = await import('../../functions/streams/index');
  const poller = await startStreamPoller({
    dynamoDb: localDynamoDbClient(process.env.DYNAMODB_ENDPOINT!),
    endpoint: process.env.DYNAMODB_ENDPOINT!,
    tableName: process.env.TABLE_NAME!,
    handler,
    startAt: 'latest',
    intervalMs: 50,
  });

  const call: Harness['call'] = async (method, path, options = {}) => {
    const response = await fetch(`${gateway.url}/api${path}`, {
      method,
      headers: {
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined || options.rawBody !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };

  return {
    url: gateway.url,
    poller,
    call,
    async signUp(overrides = {}) {
      const input = {
        firstName: 'Test',
        lastName: 'User',
        email: `user-${randomUUID()}@example.in`,
        password: 'correct-horse-battery',
        ...overrides,
      };
      const response = await call<AuthResponse>('POST', '/auth/register', { body: input });
      if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { ...response.body, password: input.password };
    },
    async stop() {
      await poller.stop();
      await gateway.close();
    },
  };
}

/** Makes a user admin directly in the table, as `npm run admin` does. */
export async function promoteToAdmin(userId: string) {
  const { updateUser } = await import('../../functions/data/entities/user');
  await updateUser(userId, { role: 'admin' });
}
