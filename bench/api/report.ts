import { availableParallelism, cpus } from 'node:os';
import { machine } from '../lib/machine.ts';
import { writeResult } from '../lib/results.ts';

export { machine };
import { formatTable } from '../lib/table.ts';
import type { LoadOptions, Measurement } from '../lib/measure.ts';

/** Baseline runs before and after the targets that differ by more than this mean the machine's load changed. */
const DRIFT_LIMIT = 0.1;

export interface RunReport {
  options: LoadOptions;
  baseline: Measurement;
  baselineRuns: [before: Measurement, after: Measurement];
  targets: Measurement[];
}

const ratio = (value: number, baseline: number) => (baseline > 0 ? value / baseline : null);
const times = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}×`);

/** Prints the table and the baseline's drift, and saves everything to bench/results/api-<timestamp>.json. */
export function report({ options, baseline, baselineRuns, targets }: RunReport): void {
  const rows = [baseline, ...targets].map((result) => ({
    ...result,
    ratio: {
      requestsPerSec: ratio(result.requestsPerSec, baseline.requestsPerSec),
      p99: ratio(result.p99Ms, baseline.p99Ms),
    },
  }));
  const table = formatTable([
    ['target', 'req/s', 'p99 ms', 'req/s ratio', 'p99 ratio'],
    ...rows.map((row) => [
      row.target,
      row.requestsPerSec.toFixed(0),
      row.p99Ms.toFixed(row.p99Ms % 1 === 0 ? 0 : 1),
      times(row.ratio.requestsPerSec),
      times(row.ratio.p99),
    ]),
  ]);
  const [before, after] = baselineRuns;
  const drift = (after.requestsPerSec - before.requestsPerSec) / before.requestsPerSec;
  console.info(`\n${table}\n`);
  console.info(
    `Baseline: ${before.requestsPerSec.toFixed(0)} req/s before the targets, ${after.requestsPerSec.toFixed(0)} after ` +
      `(${drift >= 0 ? '+' : ''}${(drift * 100).toFixed(1)} %); ratios use their mean.`,
  );
  if (Math.abs(drift) > DRIFT_LIMIT) {
    console.warn(
      'warning: the baseline moved more than 10 % between its two runs (other load, CPU boost, or the load generator still warming up): treat the ratios as approximate and compare runs with a small drift.',
    );
  }
  const file = writeResult('api', {
    date: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? null,
    ...options,
    layout: 'autocannon in the parent process, each server alone in a forked child',
    baselineRuns,
    baselineDrift: drift,
    results: rows,
  });
  console.info(`Saved ${file}`);
}
