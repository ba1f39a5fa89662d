import { describe, expect, it } from 'vitest';
import { createTestApi, openTestDatabase } from '../test/harness.ts';
import { developmentKey, signedCall } from '../test/machine.ts';
import { connectedState, freshNamespace, testRedisUrl } from '../test/redis.ts';

describe.runIf(testRedisUrl)('machine-to-machine access on several instances', () => {
  it('refuses on a second instance a nonce the first already took (seen requests in Redis)', async () => {
    const namespace = freshNamespace();
    const [sharedA, sharedB] = [await connectedState(namespace), await connectedState(namespace)];
    const a = await createTestApi({ database: await openTestDatabase(), shared: sharedA });
    const b = await createTestApi({ database: await openTestDatabase(), shared: sharedB });
    try {
      const key = developmentKey('warehouse');
      const request = {
        body: { replay: namespace },
        timestamp: Math.floor(Date.now() / 1000),
        nonce: `replay-${namespace}`
          .replace(/[^A-Za-z0-9_-]/g, '-')
          .slice(0, 64)
          .padEnd(16, '0'),
      };
      const first = await signedCall(a, key, 'POST', '/signature-check', request);
      const replay = await signedCall(b, key, 'POST', '/signature-check', request);
      expect(first.statusCode).toBe(200);
      expect([replay.statusCode, replay.json().code]).toEqual([401, 'machine.replay']);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([sharedA.close(), sharedB.close()]);
    }
  });
});
