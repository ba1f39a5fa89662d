import { afterEach, describe, expect, it } from 'vitest';
import { IN_PROCESS_HEADER, IN_PROCESS_MARK } from '../lib/in-process-mark.ts';
import { createTestApi, type TestApi } from '../test/harness.ts';

let api: TestApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

function busy(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // Keep the event loop fully busy, as a CPU-bound overload would.
  }
}

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop is saturated, and keeps /health answering', async () => {
    api = await createTestApi({ env: { MAX_EVENT_LOOP_UTILIZATION: '0.5' } });
    busy(1300);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shed = await api.app.inject({
      method: 'GET',
      url: '/api/v1/client/me',
      headers: { 'accept-language': 'az' },
    });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.json()).toEqual({
      code: 'common.unavailable',
      message: 'Xidmət hazırda yüklənib. Bir azdan yenidən cəhd edin.',
    });
    expect((await api.app.inject('/health')).statusCode).toBe(200);
  });

  it('sheds on a lagging event loop, unless MAX_EVENT_LOOP_DELAY_MS is 0 (a process under a profiler)', async () => {
    const afterLag = async (env: Record<string, string>) => {
      api = await createTestApi({ env });
      busy(1300);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const status = (await api.app.inject({ method: 'GET', url: '/api/v1/client/me' })).statusCode;
      await api.close();
      api = null;
      return status;
    };
    // The lag is averaged over the sampling interval's samples: a 1 ms limit is well under what 1.3 s of it leaves.
    expect(await afterLag({ MAX_EVENT_LOOP_DELAY_MS: '1' })).toBe(503);
    // Not shed: the request goes on to ask for a signed-in customer.
    expect(await afterLag({ MAX_EVENT_LOOP_DELAY_MS: '0' })).toBe(401);
  });

  it('never refuses a page’s own call in process, which its page was admitted with; a claimed mark is refused', async () => {
    api = await createTestApi({ env: { MAX_EVENT_LOOP_DELAY_MS: '1' } });
    busy(1300);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const call = (mark: string) =>
      api!.app.inject({ method: 'GET', url: '/api/v1/client/me', headers: { [IN_PROCESS_HEADER]: mark } });
    expect((await call(IN_PROCESS_MARK)).statusCode).toBe(401);
    expect((await call('x'.repeat(IN_PROCESS_MARK.length))).statusCode).toBe(503);
  });
});
