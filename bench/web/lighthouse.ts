/**
 * Lighthouse on the built app: default mobile form factor and simulated throttling, three runs each
 * of the home page, sign-in and the signed-in dashboard, reported as the median run per page. Served by
 * the production one-origin server with the embedded database in memory; only the local pages load.
 */
import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { writeResult } from '../lib/results.ts';
import { formatTable } from '../lib/table.ts';
import { CATEGORIES, median, summarize, type LighthouseSummary } from './lighthouse-summary.ts';
import { requireBuild, startBuiltServer } from './server.ts';
import { signInThroughForm } from './session.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/chromium.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ATTEMPTS = 3;

/** One Lighthouse run in a fresh Chromium profile (chrome-launcher makes a temporary one and removes it). */
async function audit(url: URL, cookie: string | null): Promise<LighthouseSummary> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url.href, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    return summarize(result.lhr, url);
  } finally {
    chrome.kill();
  }
}

/** A run, retried when headless Chromium loses the trace (NO_NAVSTART, NO_FCP), as Lighthouse advises. */
async function auditWithRetries(url: URL, cookie: string | null): Promise<LighthouseSummary> {
  let summary = await audit(url, cookie);
  for (let attempt = 2; summary.runtimeError && attempt <= ATTEMPTS; attempt++) {
    console.warn(`Lighthouse could not audit ${url.pathname} (${summary.runtimeError}); attempt ${attempt}`);
    summary = await audit(url, cookie);
  }
  if (summary.runtimeError) throw new Error(`Lighthouse could not audit ${url.pathname}: ${summary.runtimeError}`);
  return summary;
}

function report(pages: { label: string; runs: LighthouseSummary[]; median: LighthouseSummary }[]): void {
  const first = pages[0]?.median;
  if (!first) return;
  console.info(
    `Lighthouse ${first.lighthouse}: ${first.formFactor}, ${first.throttlingMethod} throttling, ` +
      `median of ${RUNS} run(s) per page (by performance score), benchmark index ${first.benchmarkIndex}\n`,
  );
  const metricNames = Object.keys(first.metrics);
  console.info(
    formatTable([
      ['page', ...CATEGORIES, 'perf runs', ...metricNames],
      ...pages.map(({ label, runs, median: m }) => [
        label,
        ...CATEGORIES.map((id) => String(m.scores[id] ?? 'n/a')),
        runs.map((run) => run.scores.performance ?? 'n/a').join('/'),
        ...metricNames.map((name) => m.metrics[name]?.display ?? 'n/a'),
      ]),
    ]),
  );
  for (const { label, median: m } of pages) {
    for (const [category, audits] of Object.entries(m.failingAudits)) {
      if (audits.length > 0) console.info(`${label}: ${category} loses points on ${audits.join(', ')}`);
    }
    for (const url of m.externalRequests ?? []) console.warn(`warning: ${label} requested ${url}`);
  }
  console.info(`\nSaved ${writeResult('lighthouse', pages)}`);
}

async function main() {
  requireBuild();
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  const server = await startBuiltServer();
  try {
    const cookie = await signInThroughForm(server.url);
    const targets = [
      { label: '/en (home)', path: '/en', cookie: null },
      { label: '/en/login', path: '/en/login', cookie: null },
      { label: '/en/cabinet (signed in)', path: '/en/cabinet', cookie },
    ];
    // Warm the server first (JIT, caches, database), so every run measures a server in its steady state.
    for (const target of targets) {
      for (let i = 0; i < 10; i++) {
        const response = await fetch(new URL(target.path, server.url), {
          headers: target.cookie ? { cookie: target.cookie } : {},
        });
        await response.arrayBuffer();
      }
    }
    const pages = [];
    for (const target of targets) {
      const runs: LighthouseSummary[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await auditWithRetries(new URL(target.path, server.url), target.cookie));
      pages.push({ label: target.label, runs, median: median(runs) });
    }
    report(pages);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Lighthouse run failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
