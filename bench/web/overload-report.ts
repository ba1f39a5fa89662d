/** One answer of the overload benchmark: its status (0: no answer) and how long it took. */
export interface Answer {
  status: number;
  ms: number;
}

/** The value below which a share of the sorted samples falls (0.99: p99). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(value < 10 ? 1 : 0));

/** A table row: the answers' count, p50, p99 and slowest latency. */
export function latencyRow(label: string, answers: readonly Answer[]): string[] {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return [
    label,
    String(sorted.length),
    ms(percentile(sorted, 0.5)),
    ms(percentile(sorted, 0.99)),
    ms(sorted.at(-1) ?? Number.NaN),
  ];
}

/**
 * How the server answered once the load stopped, from probes sent one at a time (`atMs`: when each was sent, after
 * the load stopped): the first answer, and when the first 200 came back (sent + latency), in words.
 */
export function recoveryAfter(probes: readonly (Answer & { atMs: number })[]): {
  firstOkDoneMs: number | null;
  lines: string[];
} {
  const first = probes[0];
  const firstOk = probes.find((probe) => probe.status === 200);
  const firstOkDoneMs = firstOk ? firstOk.atMs + firstOk.ms : null;
  const refusedBefore = probes.filter((probe) => firstOk && probe.atMs < firstOk.atMs).length;
  const lines = [
    first
      ? `  first request, sent ${ms(first.atMs)} ms after the load stopped: ${first.status || 'no answer'} in ${ms(first.ms)} ms`
      : '  no request sent',
    firstOk && firstOkDoneMs !== null
      ? `  first 200 answered ${ms(firstOkDoneMs)} ms after the load stopped (in ${ms(firstOk.ms)} ms), ` +
        `after ${refusedBefore} other answer(s)`
      : '  no 200 within 5 s of the load stopping',
  ];
  return { firstOkDoneMs, lines };
}
