import type { Measurement } from '../lib/measure.ts';
import { formatTable } from '../lib/table.ts';

export { machine } from '../lib/machine.ts';

/** One page's figures in one setup; `share` is its req/s ÷ the root redirect's. */
export interface PageFigures extends Measurement {
  page: string;
  kind: 'redirect' | 'public' | 'cabinet';
  share: number | null;
}

/** Issue 17's goals, printed beside the figures (never asserted). */
const GOAL_SHARE = { redirect: null, public: 0.1, cabinet: 0.08 } as const;
const GOAL_P99_MS = 250;

function goal(row: PageFigures): string {
  const share = GOAL_SHARE[row.kind];
  if (share === null || row.share === null) return '';
  const met = row.share >= share && row.p99Ms < GOAL_P99_MS;
  return `${met ? 'met' : 'not met'} (≥ ${share * 100} %, p99 < ${GOAL_P99_MS} ms)`;
}

export function ssrTable(rows: PageFigures[]): string {
  return formatTable([
    ['page', 'kind', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'share', 'goal'],
    ...rows.map((row) => [
      row.page,
      row.kind,
      row.requestsPerSec.toFixed(0),
      row.p50Ms.toFixed(0),
      row.p99Ms.toFixed(0),
      row.cpuMsPerRequest === undefined || Number.isNaN(row.cpuMsPerRequest) ? '' : row.cpuMsPerRequest.toFixed(2),
      row.share === null ? '' : `${(row.share * 100).toFixed(1)} %`,
      goal(row),
    ]),
  ]);
}
