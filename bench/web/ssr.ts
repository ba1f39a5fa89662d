/**
 * Server rendering cost, per page: `npm start`'s production server under autocannon with a browser's
 * Accept-Encoding, each page's req/s as a share of the root redirect's (which passes the same server, middleware
 * and session code but renders nothing), the redirect measured right before each load of a page, in rounds (the
 * median share of the rounds is reported). Once on the embedded database, once on PostgreSQL with one process and
 * with one per core. Pages come from the route table of the build.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEV_SESSION_SECRET } from '@yolla/api/dev-secrets';
import type { ServerBuild } from 'react-router';
import { stateCookieOf } from '../../apps/web/tests/first-load/page-state.ts';
import { pagesOf } from '../../apps/web/tests/first-load/pages.ts';
import { ensureBuild } from '../../scripts/build-state.ts';
import { measure, warmLoadGenerator, warmUp, type LoadOptions, type Target } from '../lib/measure.ts';
import { ACCEPT_ENCODING_OPTION, browserHeaders } from '../lib/browser.ts';
import { LOAD_OPTIONS, loadOptionsOf, wholeNumber } from '../lib/options.ts';
import { writeResult } from '../lib/results.ts';
import { machine, ssrTable, summarise, type PagePair } from './ssr-report.ts';
import { BUILD_DIR } from './server.ts';
import { signInThroughForm } from './session.ts';
import { createBenchDatabase, EMBEDDED_ENV, startBenchServer, UNCAPPED, type BenchDatabase } from './ssr-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Options extends LoadOptions {
  databases: ('pglite' | 'postgres')[];
  processes: ('1' | 'all')[];
  pages: string[] | null;
  all: boolean;
  /** How many times each page is measured, each time right after the redirect. */
  rounds: number;
  /** What every page is asked for with: a browser's headers, `--accept-encoding` chosen. */
  headers: Record<string, string>;
  /** `--port`: the port of every server the run starts (one at a time), instead of a free one. */
  port: number | undefined;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      ...LOAD_OPTIONS,
      // Short loads, several rounds: a page and the redirect measured a few seconds apart share the machine's mood.
      duration: { type: 'string', default: '4' },
      warmup: { type: 'string', default: '1' },
      rounds: { type: 'string', default: '3' },
      ...ACCEPT_ENCODING_OPTION,
      database: { type: 'string', default: 'both' },
      processes: { type: 'string', default: 'both' },
      pages: { type: 'string' },
      all: { type: 'boolean', default: false },
      port: { type: 'string' },
    },
  });
  const choice = <T extends string>(name: string, value: string, allowed: readonly T[]): T[] => {
    if (value === 'both') return [...allowed];
    if (!(allowed as readonly string[]).includes(value)) throw new Error(`--${name}: ${allowed.join(', ')} or both`);
    return [value as T];
  };
  return {
    ...loadOptionsOf(values),
    databases: choice('database', values.database, ['pglite', 'postgres'] as const),
    processes: choice('processes', values.processes, ['1', 'all'] as const),
    pages: values.pages ? values.pages.split(',').map((page) => page.trim()) : null,
    all: values.all,
    rounds: wholeNumber('rounds', values.rounds, 1),
    headers: browserHeaders(values['accept-encoding']),
    port: values.port === undefined ? undefined : wholeNumber('port', values.port, 1),
  };
}

/** The root redirect, home, sign-in and every cabinet page (`--all`: every page; `--pages`: those given). */
async function targetsOf(
  options: Options,
): Promise<{ url: string; route: string; kind: 'redirect' | 'public' | 'cabinet' }[]> {
  const build = (await import(pathToFileURL(`${BUILD_DIR}server/index.js`).href)) as ServerBuild;
  const pages = pagesOf(build.routes).filter((page) => !page.route.includes('*'));
  if (options.pages) {
    // A page named with a query (`/en/cabinet/wallet/pay?parcels=2;3`, `;` for the commas the list itself uses) or
    // with other parameters (`/en/cabinet/buyforme/4`) is the route-table page its path matches, measured at that
    // URL: a state the route table's sample URL does not show.
    const given = options.pages.map((url) => url.replaceAll(';', ','));
    const matches = (route: string, path: string) =>
      new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}$`).test(path) && !route.includes('*');
    const named = given.flatMap((url) => {
      const path = url.split('?')[0] ?? url;
      const page = pages.find((entry) => entry.url === path) ?? pages.find((entry) => matches(entry.route, path));
      return page ? [{ url, route: page.route, kind: page.kind }] : [];
    });
    return [{ url: '/', route: '/', kind: 'redirect' as const }, ...named];
  }
  const chosen = pages.filter(
    (page) => options.all || page.kind === 'cabinet' || ['/:lang', '/:lang/login'].includes(page.route),
  );
  return [
    { url: '/', route: '/', kind: 'redirect' as const },
    ...chosen.map((page) => ({ url: page.url, route: page.route, kind: page.kind })),
  ];
}

/** The page's "could not be loaded" parts (`data-testid="…-unavailable"`), as a browser would get it now. */
async function unavailableParts(url: string, headers: Record<string, string>): Promise<string[]> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  const html = await response.text();
  return [...html.matchAll(/data-testid="([a-z-]*unavailable)"/g)].map((match) => match[1]!);
}

interface Setup {
  label: string;
  env: Record<string, string>;
}

async function run(setup: Setup, options: Options, targets: Awaited<ReturnType<typeof targetsOf>>) {
  // Render cost is what is measured: the guest page cache would answer public pages without rendering them.
  const server = await startBenchServer({ ...setup.env, ...UNCAPPED, PAGE_CACHE: 'off' }, { port: options.port });
  try {
    const cookie = await signInThroughForm(server.url);
    const requests = targets.map((target) => {
      // A page that needs a step in progress (a code on its way) gets its signed cookie, as the browser would have.
      const state = stateCookieOf(target.route, Date.now(), setup.env.SESSION_SECRET ?? DEV_SESSION_SECRET);
      const cookies = [target.kind === 'cabinet' ? cookie : '', state ? `${state.name}=${state.value}` : '']
        .filter(Boolean)
        .join('; ');
      const request: Target = {
        name: `${setup.label} ${target.url}`,
        url: `${server.url}${target.url}`,
        headers: { ...options.headers, ...(cookies ? { cookie: cookies } : {}) },
        ...(target.kind === 'redirect' ? { status: 302 } : {}),
      };
      return { target, request };
    });
    // Every page once before any is measured: the first page rendered in a fresh process would otherwise carry the
    // cost of the JIT's first minutes (a p99 of seconds) that the pages after it do not.
    const firstWarmUp = { ...options, warmupSeconds: options.warmupSeconds && Math.max(options.warmupSeconds, 2) };
    for (const { request } of requests) await warmUp(request, firstWarmUp);
    const redirect = requests.find(({ target }) => target.kind === 'redirect');
    if (!redirect) throw new Error('the root redirect is the baseline and must be measured');
    const measureChecked = async (request: Target) => {
      const headers = request.headers ?? {};
      const before = await unavailableParts(request.url, headers);
      const measured = await measure(request, options, () => server.cpuMs() ?? Number.NaN);
      // A part that could not be loaded by the end of the run (a limit reached, say) means the figures are not the
      // page's: the run fails rather than report them.
      const after = await unavailableParts(request.url, headers);
      const lost = after.filter((part) => !before.includes(part));
      if (lost.length > 0) throw new Error(`${request.name}: ${lost.join(', ')} by the end of the run`);
      return measured;
    };
    const pages = requests.flatMap(({ target, request }) =>
      target.kind === 'redirect' ? [] : [{ page: target.url, kind: target.kind, request, pairs: [] as PagePair[] }],
    );
    if (pages.length === 0) throw new Error('no page to measure: --pages names none of the route table’s pages');
    for (let round = 0; round < options.rounds; round++) {
      for (const entry of pages) {
        const baseline = await measureChecked(redirect.request);
        entry.pairs.push({ redirect: baseline, page: await measureChecked(entry.request) });
      }
    }
    const results = summarise(pages);
    console.info(`\n${setup.label}\n${ssrTable(results)}`);
    return { setup: setup.label, results, rounds: pages.map(({ page, pairs }) => ({ page, pairs })) };
  } finally {
    await server.stop();
  }
}

async function postgresSetups(options: Options): Promise<{ setups: Setup[]; database: BenchDatabase | null }> {
  if (!options.databases.includes('postgres')) return { setups: [], database: null };
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let database: BenchDatabase;
  try {
    database = await createBenchDatabase(adminUrl);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`PostgreSQL: skipped (${reason}); BENCH_POSTGRES_URL names a server where databases may be created`);
    return { setups: [], database: null };
  }
  const cores = availableParallelism();
  const setups = options.processes.map((processes) => {
    const count = processes === 'all' ? cores : 1;
    return {
      label: `PostgreSQL, ${count} process${count === 1 ? '' : 'es'}`,
      env: { ...database.env, WEB_CONCURRENCY: String(count) },
    };
  });
  return { setups, database };
}

async function main() {
  const options = readOptions();
  ensureBuild(ROOT, { say: 'Building the web app (sources changed since the last build)…' });
  const targets = await targetsOf(options);
  console.info(
    `${machine()}; ${options.rounds} round(s) of ${options.durationSeconds} s per page after ${options.warmupSeconds} s ` +
      `warm-up, each right after the redirect, ` +
      `${options.connections} connections, Accept-Encoding: ${options.headers['accept-encoding']}`,
  );
  const setups: Setup[] = options.databases.includes('pglite')
    ? [{ label: 'Embedded database (PGlite), 1 process', env: EMBEDDED_ENV }]
    : [];
  const { setups: pgSetups, database } = await postgresSetups(options);
  setups.push(...pgSetups);
  const runs = [];
  try {
    for (const [index, setup] of setups.entries()) {
      if (index === 0) {
        // The load generator runs in this process and speeds up as its own code warms: an unmeasured run first.
        const warm = await startBenchServer({ ...setup.env, ...UNCAPPED }, { port: options.port });
        await warmLoadGenerator(`${warm.url}/health`, { ...options, durationSeconds: 3 }).finally(() => warm.stop());
      }
      runs.push(await run(setup, options, targets));
    }
  } finally {
    await database?.drop();
  }
  console.info(
    '\nFigures are medians over the rounds. share = the page\u2019s req/s ÷ that of the root redirect measured just ' +
      'before it (rounds: their count and the range of their shares); × dashboard = a signed-in page\u2019s CPU per ' +
      'request ÷ the dashboard\u2019s. Goals: home and sign-in ≥ 10 % and p99 < 250 ms (issue 17); the dashboard ' +
      '≥ 10 % and every other signed-in page ≥ 3.3 % (issue 45), and at most 3× the dashboard\u2019s CPU per ' +
      'request (decision 0021). Figures only; nothing here is asserted.',
  );
  const file = writeResult('ssr', { date: new Date().toISOString(), machine: machine(), options, runs });
  console.info(`Saved ${file}`);
}

main().catch((error: unknown) => {
  console.error(`\nRender benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
