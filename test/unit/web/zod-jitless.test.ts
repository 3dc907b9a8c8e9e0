import { describe, expect, it } from 'vitest';

describe("the browser's zod runs without eval", () => {
  it('turns on jitless through zod’s global settings, without importing zod', async () => {
    await import('../../../web/src/lib/zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
