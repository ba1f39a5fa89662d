import { describe, expect, it } from 'vitest';
import type { Measurement } from '../lib/measure.ts';
import { ssrTable, summarise } from './ssr-report.ts';

function load(path: string, requestsPerSec: number, p99Ms = 100, cpuMsPerRequest?: number): Measurement {
  return {
    target: path,
    path,
    requestsPerSec,
    p50Ms: p99Ms / 2,
    p99Ms,
    latencyMeanMs: p99Ms / 2,
    requests: requestsPerSec * 4,
    ...(cpuMsPerRequest === undefined ? {} : { cpuMsPerRequest }),
  };
}

describe('the render benchmark’s summary', () => {
  it('takes each round’s share against the redirect measured just before it, and reports their median and range', () => {
    // The machine slows down by half in the second round and speeds up in the third: each page's share holds.
    const [redirect, home] = summarise([
      {
        page: '/en',
        kind: 'public',
        pairs: [
          { redirect: load('/', 4000, 30, 0.4), page: load('/en', 400, 200, 4) },
          { redirect: load('/', 2000, 60, 0.8), page: load('/en', 210, 400, 8) },
          { redirect: load('/', 5000, 20, 0.3), page: load('/en', 450, 150, 3) },
        ],
      },
    ]);
    expect(redirect).toMatchObject({ page: '/', kind: 'redirect', share: 1, requestsPerSec: 4000, rounds: 3 });
    expect(home).toMatchObject({ page: '/en', requestsPerSec: 400, p99Ms: 200, cpuMsPerRequest: 4, rounds: 3 });
    expect(home?.share).toBeCloseTo(0.1);
    expect(home?.shareRange?.[0]).toBeCloseTo(0.09);
    expect(home?.shareRange?.[1]).toBeCloseTo(0.105);
  });

  it('counts every load of the redirect in its own row, and leaves out CPU a load could not read', () => {
    const rows = summarise([
      { page: '/en', kind: 'public', pairs: [{ redirect: load('/', 3000, 30, 0.4), page: load('/en', 300) }] },
      {
        page: '/en/cabinet',
        kind: 'cabinet',
        pairs: [{ redirect: load('/', 5000, 30, 0.2), page: load('/en/cabinet', 450, 240, 3) }],
      },
    ]);
    expect(rows.map((row) => row.page)).toEqual(['/', '/en', '/en/cabinet']);
    expect(rows[0]).toMatchObject({ requestsPerSec: 4000, cpuMsPerRequest: expect.closeTo(0.3) as number, rounds: 2 });
    expect(rows[1]?.cpuMsPerRequest).toBeUndefined();
    expect(rows[2]?.share).toBeCloseTo(0.09);
  });

  it('prints whether each page keeps its goal and the spread of its rounds', () => {
    const rows = summarise([
      {
        page: '/en',
        kind: 'public',
        pairs: [
          { redirect: load('/', 4000), page: load('/en', 400, 260) },
          { redirect: load('/', 4000), page: load('/en', 280, 300) },
        ],
      },
    ]);
    const table = ssrTable(rows);
    expect(table).toMatch(/\/en\s+public\s+340\s+.*\s8\.5 %\s+2: 7\.0 %–10\.0 %\s+not met \(≥ 10 %, p99 < 250 ms\)/);
    expect(table).toMatch(/^\/\s+redirect\s+4000\s.*100\.0 %\s+2\s*$/m);
  });

  it('holds the dashboard to a tenth of the redirect, and every other signed-in page to a thirtieth and to three times the dashboard’s CPU', () => {
    const cabinet = (page: string, rate: number, cpu: number) => ({
      page,
      kind: 'cabinet' as const,
      pairs: [{ redirect: load('/', 4000, 30, 0.2), page: load(page, rate, 200, cpu) }],
    });
    const table = ssrTable(
      summarise([
        cabinet('/en/cabinet', 400, 2),
        cabinet('/en/cabinet/settings', 140, 5.8),
        cabinet('/en/cabinet/x', 135, 6.2),
        cabinet('/en/cabinet/y', 120, 5),
      ]),
    );
    expect(table).toMatch(/^\/en\/cabinet\s+cabinet\s.*\s2\.00\s+1\.00×\s+10\.0 %\s.*\smet \(≥ 10 %\)$/m);
    expect(table).toMatch(/^\/en\/cabinet\/settings\s.*\s5\.80\s+2\.90×\s.*met \(≥ 3\.3 %; within ≤ 3×/m);
    expect(table).toMatch(/^\/en\/cabinet\/x\s.*\s6\.20\s+3\.10×\s.*met \(≥ 3\.3 %; over ≤ 3×/m);
    expect(table).toMatch(/^\/en\/cabinet\/y\s.*not met \(≥ 3\.3 %; within ≤ 3×/m);
    expect(ssrTable(summarise([cabinet('/en/cabinet', 300, 2)]))).toMatch(/not met \(≥ 10 %\)/);
    // Without the dashboard in the run a page has no CPU to be held to, only its share.
    expect(ssrTable(summarise([cabinet('/en/cabinet/settings', 140, 5.8)]))).not.toMatch(/within|over/);
  });
});
