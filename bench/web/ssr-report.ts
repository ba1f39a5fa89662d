import type { Measurement } from '../lib/measure.ts';
import { formatTable } from '../lib/table.ts';

export { machine } from '../lib/machine.ts';

export type PageKind = 'redirect' | 'public' | 'cabinet';

/**
 * One page's figures in one setup: the medians over the rounds of its req/s, p50, p99 and CPU per request, and of
 * its `share` — in each round its req/s ÷ the root redirect's measured just before it — with the range of those.
 */
export interface PageFigures extends Measurement {
  page: string;
  kind: PageKind;
  share: number | null;
  shareRange: [number, number] | null;
  rounds: number;
}

/** One round of one page: its load and the redirect's, measured one right after the other. */
export interface PagePair {
  redirect: Measurement;
  page: Measurement;
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The medians of several loads of one target (CPU per request only when every load read it). */
function medianOf(runs: Measurement[]): Measurement {
  const first = runs[0];
  if (!first) throw new Error('no measurement to summarise');
  const of = (key: 'requestsPerSec' | 'p50Ms' | 'p99Ms' | 'latencyMeanMs') => median(runs.map((run) => run[key]));
  const cpu = runs.map((run) => run.cpuMsPerRequest);
  return {
    target: first.target,
    path: first.path,
    requestsPerSec: of('requestsPerSec'),
    p50Ms: of('p50Ms'),
    p99Ms: of('p99Ms'),
    latencyMeanMs: of('latencyMeanMs'),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    ...(cpu.every((value) => value !== undefined) ? { cpuMsPerRequest: median(cpu) } : {}),
  };
}

/**
 * A setup's table: the redirect's row from every time it was measured, and each page's from its rounds. Pairing
 * each load of a page with a load of the redirect right before it makes the share a ratio of two figures taken
 * under the same conditions: on a shared machine whose speed moves by half between minutes, shares taken minutes
 * apart moved as much as the absolute figures (decision 0021, ninth round).
 */
export function summarise(pages: { page: string; kind: Exclude<PageKind, 'redirect'>; pairs: PagePair[] }[]) {
  const redirects = pages.flatMap((entry) => entry.pairs.map((pair) => pair.redirect));
  const rows: PageFigures[] = [];
  if (redirects.length > 0) {
    const rounds = redirects.length;
    rows.push({ ...medianOf(redirects), page: '/', kind: 'redirect', share: 1, shareRange: null, rounds });
  }
  for (const entry of pages) {
    if (entry.pairs.length === 0) continue;
    const shares = entry.pairs.map((pair) => pair.page.requestsPerSec / pair.redirect.requestsPerSec);
    rows.push({
      ...medianOf(entry.pairs.map((pair) => pair.page)),
      page: entry.page,
      kind: entry.kind,
      share: median(shares),
      shareRange: [Math.min(...shares), Math.max(...shares)],
      rounds: entry.pairs.length,
    });
  }
  return rows;
}

/** Issue 17's goal for public pages, and issue 45's for the dashboard, printed beside the figures (never asserted). */
const GOAL_SHARE = 0.1;
const GOAL_P99_MS = 250;
/**
 * Issue 45: every signed-in page at least a third of the dashboard's goal, as a share of the redirect, so that no page
 * passes because the dashboard got dearer.
 */
const CABINET_GOAL_SHARE = 0.033;
/**
 * The budget of a signed-in page (decision 0021, issue 32): its server CPU per request at most this many times the
 * dashboard's in the same run.
 */
export const DASHBOARD = '/en/cabinet';
export const CABINET_BUDGET = 3;

/** A page's CPU per request ÷ the dashboard's in the same setup; null when either was not read. */
function perDashboard(row: PageFigures, rows: PageFigures[]): number | null {
  const dashboard = rows.find((candidate) => candidate.page === DASHBOARD)?.cpuMsPerRequest;
  const own = row.cpuMsPerRequest;
  if (row.kind !== 'cabinet' || !dashboard || own === undefined || Number.isNaN(own)) return null;
  return own / dashboard;
}

const shareGoal = (share: number, goal: number) =>
  `${share >= goal ? 'met' : 'not met'} (≥ ${Number((goal * 100).toFixed(1))} %`;

function goal(row: PageFigures, ratio: number | null): string {
  if (row.share === null) return '';
  if (row.kind === 'cabinet') {
    if (row.page === DASHBOARD) return `${shareGoal(row.share, GOAL_SHARE)})`;
    const cpu =
      ratio === null ? '' : `; ${ratio <= CABINET_BUDGET ? 'within' : 'over'} ≤ ${CABINET_BUDGET}× the dashboard's CPU`;
    return `${shareGoal(row.share, CABINET_GOAL_SHARE)}${cpu})`;
  }
  if (row.kind !== 'public') return '';
  const met = row.share >= GOAL_SHARE && row.p99Ms < GOAL_P99_MS;
  return `${met ? 'met' : 'not met'} (≥ ${GOAL_SHARE * 100} %, p99 < ${GOAL_P99_MS} ms)`;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function ssrTable(rows: PageFigures[]): string {
  return formatTable([
    ['page', 'kind', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', '× dashboard', 'share', 'rounds', 'goal'],
    ...rows.map((row) => [
      row.page,
      row.kind,
      row.requestsPerSec.toFixed(0),
      row.p50Ms.toFixed(0),
      row.p99Ms.toFixed(0),
      row.cpuMsPerRequest === undefined || Number.isNaN(row.cpuMsPerRequest) ? '' : row.cpuMsPerRequest.toFixed(2),
      ((ratio) => (ratio === null ? '' : `${ratio.toFixed(2)}×`))(perDashboard(row, rows)),
      row.share === null ? '' : percent(row.share),
      row.shareRange && row.rounds > 1
        ? `${row.rounds}: ${percent(row.shareRange[0])}–${percent(row.shareRange[1])}`
        : String(row.rounds),
      goal(row, perDashboard(row, rows)),
    ]),
  ]);
}
