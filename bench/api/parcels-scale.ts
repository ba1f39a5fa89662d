/**
 * `npm run bench:parcels`: the parcel list at scale, on PostgreSQL. Seeds (once, in minutes) 1,000,000 parcels over
 * 100,000 customers — the demo customer among them with 500 — into its own database, then asks the API for the
 * demo customer's list over a matrix of pages, status filters, origins, searches and sorts, and prints p50/p95/p99;
 * then EXPLAINs the queries the API runs and prints each plan's node types (no sequential scan may appear).
 *
 *   npm run bench:parcels -- [--database-url postgres://postgres@127.0.0.1:5432/yolla_bench_parcels] [--rounds 3]
 */
import { parseArgs } from 'node:util';
import { parcelListQuerySchema, PARCEL_STATES, PARCEL_SORTS, type ParcelListQuery } from '@yolla/contract';
import { DEMO_CUSTOMER, loadConfig, prepareApi } from '@yolla/api';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { parcelListQueries } from '../../apps/api/src/modules/parcels/parcels.list.ts';
import { customers } from '../../apps/api/src/modules/customers/customers.table.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/yolla_bench_parcels' },
    rounds: { type: 'string', default: '3' },
  },
});
const url = new URL(values['database-url']);
const CUSTOMERS = 100_000;
const PARCELS = 1_000_000;
const HEAVY = 500;

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const name = url.pathname.slice(1);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
  await admin.end();
}

/** Customers and parcels made by the database itself (generate_series): a minute or two, once. */
async function seedAtScale(client: pg.Client, demoId: number) {
  const { rows } = await client.query<{ n: string }>('select count(*) as n from parcels');
  if (Number(rows[0]?.n) >= PARCELS) return false;
  const started = performance.now();
  await client.query(`insert into customers (email, country, name, surname)
    select 'bench-' || g || '@yolla.test', (array['AZ','UZ','GE'])[1 + g % 3], 'Bench', 'Customer ' || g
    from generate_series(1, ${CUSTOMERS - 1}) g on conflict do nothing`);
  const states = PARCEL_STATES.map((state) => `'${state}'`).join(',');
  const parcelsOf = (owner: string, count: number, prefix: string) => `insert into parcels
      (customer_id, tracking_number, origin, state, shop, declared_total, declared_currency, weight_grams,
       cost_amount, cost_currency, created_at, updated_at)
    select ${owner}, '${prefix}' || lpad(g::text, 9, '0'), (array['TR','US','CN','GB','DE','AE'])[1 + g % 6],
      (array[${states}])[1 + (g * 7) % ${PARCEL_STATES.length}],
      (array['Amazon','Trendyol','AliExpress','eBay','iHerb','Zara'])[1 + (g * 3) % 6], 1000 + g % 50000, 'USD',
      200 + g % 9000, case when g % 4 = 0 then null else 400 + g % 3000 end, case when g % 4 = 0 then null else 'USD' end,
      now() - (g % 700) * interval '1 day', now() - (g % 300) * interval '1 hour'
    from generate_series(1, ${count}) g on conflict do nothing`;
  await client.query(parcelsOf(String(demoId), HEAVY, 'BENCHDEMO'));
  await client.query(
    parcelsOf(
      `(select id from customers where email = 'bench-' || (1 + g % ${CUSTOMERS - 1}) || '@yolla.test')`,
      PARCELS - HEAVY,
      'BENCH',
    ),
  );
  await client.query('analyze');
  console.info(
    `seeded ${PARCELS.toLocaleString('en')} parcels in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return true;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Every page, a status, two statuses, an origin, a search, each sort. */
function matrix(): ParcelListQuery[] {
  const cases: Record<string, unknown>[] = [];
  for (const sort of PARCEL_SORTS) {
    for (let page = 1; page <= 25; page += 3) cases.push({ page, sort });
    cases.push({ status: 'received', sort }, { status: 'received,shipped', sort, page: 2 });
    cases.push(
      { origin: 'TR', sort },
      { q: 'BENCHDEMO0000001', sort },
      { q: 'amaz', sort },
      { status: 'held', origin: 'US', sort },
    );
  }
  return cases.map((entry) => parcelListQuerySchema.parse(entry));
}

async function main() {
  await ensureDatabase();
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    GLOBAL_RATE_IP_MAX: '1000000000',
    API_HOST: '127.0.0.1',
    API_PORT: '0',
  };
  const config = loadConfig(env);
  const { app, database } = await prepareApi(config, {});
  const [demo] = await database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, DEMO_CUSTOMER.email));
  if (!demo) throw new Error('no demo customer');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await seedAtScale(client, demo.id);
  const token = await app.inject({
    method: 'POST',
    url: `/api/v1/${config.segment}/oauth/token`,
    payload: {
      grant_type: 'password',
      username: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      client_id: config.webClient.id,
      client_secret: config.webClient.secret,
    },
  });
  const authorization = `Bearer ${token.json().access_token as string}`;
  const cases = matrix();
  const search = (query: ParcelListQuery) =>
    new URLSearchParams(
      Object.entries(query).flatMap(([key, value]): [string, string][] =>
        value === undefined || (Array.isArray(value) && value.length === 0)
          ? []
          : [[key, Array.isArray(value) ? value.join(',') : String(value)]],
      ),
    ).toString();
  const timings: number[] = [];
  for (let round = 0; round <= Number(values.rounds); round += 1) {
    for (const query of cases) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/${config.segment}/parcels?${search(query)}`,
        headers: { authorization },
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${search(query)} answered ${response.statusCode}`);
      if (round > 0) timings.push(elapsed); // round 0 warms up
    }
  }
  timings.sort((a, b) => a - b);
  console.info(
    `GET /parcels for a customer with ${HEAVY} parcels among ${PARCELS.toLocaleString('en')}: ${timings.length} requests over ${cases.length} cases`,
  );
  console.info(
    `  p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms, p99 ${percentile(timings, 99).toFixed(2)} ms, max ${(timings.at(-1) ?? 0).toFixed(2)} ms`,
  );

  const nodes = new Set<string>();
  const walk = (plan: { 'Node Type': string; 'Index Name'?: string; Plans?: unknown[] }) => {
    nodes.add(plan['Index Name'] ? `${plan['Node Type']} (${plan['Index Name']})` : plan['Node Type']);
    for (const child of plan.Plans ?? []) walk(child as typeof plan);
  };
  for (const query of cases) {
    const queries = parcelListQueries(database.db, demo.id, query);
    for (const builder of [queries.rows, queries.total, queries.counts]) {
      const result = await database.db.execute(sql`explain (format json) ${builder}`);
      const rows = (result as unknown as { rows: { 'QUERY PLAN': [{ Plan: Parameters<typeof walk>[0] }] }[] }).rows;
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      if (plan) walk(plan);
    }
  }
  console.info(`  plan nodes over every case: ${[...nodes].sort().join(', ')}`);
  console.info(nodes.has('Seq Scan') ? '  ✗ a sequential scan' : '  ✓ index scans only');
  await client.end();
  await app.close();
  await database.close();
}

await main();
