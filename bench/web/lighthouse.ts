/**
 * Lighthouse on the built app's home page (/en): default mobile form factor and simulated
 * throttling, served by the production one-origin server with the embedded database in memory.
 * Only the local page is loaded; Chromium's own background traffic is switched off by its flags.
 */
import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { writeResult } from '../lib/results.ts';
import { formatTable } from '../lib/table.ts';
import { CATEGORIES, summarize, type LighthouseSummary } from './lighthouse-summary.ts';
import { requireBuild, startBuiltServer } from './server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/chromium.ts';

const PAGE = '/en';
const ATTEMPTS = 3;

function report(summary: LighthouseSummary): void {
  console.info(
    `Lighthouse ${summary.lighthouse} on ${summary.page}: ${summary.formFactor}, ${summary.throttlingMethod} ` +
      `throttling, benchmark index ${summary.benchmarkIndex}\n`,
  );
  const scores = Object.entries(summary.scores).map(([id, score]) => [id, score === null ? 'n/a' : String(score)]);
  console.info(formatTable([['category', 'score'], ...scores]));
  const metrics = Object.entries(summary.metrics).map(([label, metric]) => [label, metric.display ?? 'n/a']);
  console.info(`\n${formatTable([['metric', 'value'], ...metrics])}\n`);
  for (const [category, audits] of Object.entries(summary.failingAudits)) {
    if (audits.length > 0) console.info(`${category} loses points on: ${audits.join(', ')}`);
  }
  if (summary.externalRequests === null) console.warn('warning: no network-requests audit, external requests unknown');
  for (const url of summary.externalRequests ?? []) console.warn(`warning: the page requested ${url}`);
  for (const warning of summary.runWarnings) console.warn(`warning: ${warning}`);
  console.info(`\nSaved ${writeResult('lighthouse', summary)}`);
}

/** One Lighthouse run in a fresh Chromium profile (chrome-launcher makes a temporary one and removes it). */
async function audit(url: URL): Promise<LighthouseSummary> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url.href, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    return summarize(result.lhr, url);
  } finally {
    chrome.kill();
  }
}

async function main() {
  requireBuild();
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  const server = await startBuiltServer();
  try {
    const url = new URL(PAGE, server.url);
    let summary = await audit(url);
    // Headless Chromium now and then loses the trace (NO_NAVSTART, NO_FCP); Lighthouse says to run again.
    for (let attempt = 2; summary.runtimeError && attempt <= ATTEMPTS; attempt++) {
      console.warn(`Lighthouse could not audit the page (${summary.runtimeError}); attempt ${attempt} of ${ATTEMPTS}`);
      summary = await audit(url);
    }
    if (summary.runtimeError) throw new Error(`Lighthouse could not audit the page: ${summary.runtimeError}`);
    report(summary);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Lighthouse run failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
