import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const METRICS: [label: string, audit: string][] = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['Speed Index', 'speed-index'],
];

/** Audits that cost a category points: weighted and below a full score. */
function failing(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const score = lhr.audits[ref.id]?.score;
      return typeof score === 'number' && score < 1;
    })
    .map((ref) => ref.id);
}

/** URLs the page requested from any other origin (there should be none: the machine may be offline). */
function externalRequests(lhr: Result, origin: string): string[] | null {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return null;
  return details.items
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string' && /^https?:/.test(url) && new URL(url).origin !== origin);
}

/** The figures worth keeping from a Lighthouse result, without its bulky artifacts. */
export function summarize(lhr: Result, pageUrl: URL) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([label, id]) => {
      const audit = lhr.audits[id];
      return [
        label,
        { value: audit?.numericValue ?? null, unit: audit?.numericUnit ?? null, display: audit?.displayValue ?? null },
      ];
    }),
  );
  return {
    date: lhr.fetchTime,
    lighthouse: lhr.lighthouseVersion,
    page: pageUrl.pathname,
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores,
    metrics,
    failingAudits: Object.fromEntries(CATEGORIES.map((id) => [id, failing(lhr, id)])),
    externalRequests: externalRequests(lhr, pageUrl.origin),
    runtimeError: lhr.runtimeError?.message ?? null,
    runWarnings: lhr.runWarnings,
  };
}

export type LighthouseSummary = ReturnType<typeof summarize>;

/** The run with the median performance score (Lighthouse's own advice for comparing variable runs). */
export function median(runs: LighthouseSummary[]): LighthouseSummary {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse runs');
  return middle;
}
