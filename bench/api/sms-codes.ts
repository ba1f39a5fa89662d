/**
 * `npm run bench:sms`: registration codes over SMPP under a burst. Starts the API as production builds it (in-memory
 * PGlite, or BENCH_DATABASE_URL) with SMS over SMPP to the test aggregator (`apps/api/src/test/smpp-aggregator.ts`, the
 * `smpp` package's server, in this process), asks `--count` registrations at once (the five languages in turn) and
 * times each from its request to its code's last part taken by the aggregator. Target: p99 under 2 s for 100.
 *
 *   npm run bench:sms -- [--count 100] [--window 10]
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig, prepareApi } from '@yolla/api';
import { startSmppAggregator } from '../../apps/api/src/test/smpp-aggregator.ts';
import { machine } from '../lib/machine.ts';
import { writeResult } from '../lib/results.ts';
import { API_ENV, DATABASE_LABEL } from './api-env.ts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '100' }, window: { type: 'string', default: '10' } },
});
const COUNT = Number(values.count);
const TARGET_P99_MS = 2000;
const LANGUAGES = ['az', 'en', 'ru', 'uz', 'ka'];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A self-registration in Uzbekistan with a fresh phone, e-mail and national ID. */
function registration(index: number) {
  const tag = `${Date.now().toString(36)}${index}`;
  return {
    country: 'UZ',
    name: 'Dilnoza',
    surname: 'Karimova',
    phone: `+99890${String(randomInt(10_000_000)).padStart(7, '0')}`,
    email: `bench-${tag}@yolla.test`,
    password: `kite-harbor-${tag}`,
    national_id: Array.from({ length: 14 }, () => randomInt(10)).join(''),
    accept_terms: true,
  };
}

async function main() {
  const smsc = await startSmppAggregator();
  const config = loadConfig({
    ...API_ENV,
    SEED_DEMO: 'false',
    SMPP_URL: smsc.url,
    SMS_SENDER: 'Yolla',
    SMPP_WINDOW: values.window,
    NOTIFICATIONS_WORKER: 'true',
    CODES_RATE_IP_MAX: '1000000',
  });
  const { app, database } = await prepareApi(config);
  await app.ready();
  const silence = console.info;
  console.info = () => undefined;
  const bodies = Array.from({ length: COUNT }, (_, index) => registration(index));
  const started = new Map<string, number>();
  const answeredIn: number[] = [];
  const answeredAt = new Map<string, number>();
  const answers = await Promise.all(
    bodies.map((body, index) => {
      const at = performance.now();
      started.set(body.phone.slice(1), at);
      return app
        .inject({
          method: 'POST',
          url: `/api/v1/${config.segment}/registration`,
          headers: { 'accept-language': LANGUAGES[index % LANGUAGES.length] ?? 'en' },
          payload: body,
        })
        .then((answer) => {
          answeredIn.push(performance.now() - at);
          answeredAt.set(body.phone.slice(1), performance.now());
          return answer;
        });
    }),
  );
  const refused = answers.filter((answer) => answer.statusCode !== 200);
  if (refused.length > 0) throw new Error(`${refused.length} registrations answered ${refused[0]?.statusCode}`);
  const until = performance.now() + 30_000;
  while (smsc.received.length < COUNT && performance.now() < until) await new Promise((r) => setTimeout(r, 10));
  console.info = silence;
  const latencies = smsc.received
    .map((sms) => sms.receivedAt - (started.get(sms.to) ?? sms.receivedAt))
    .sort((a, b) => a - b);
  // The SMS leg alone: from the registration's answer (its code queued) to the code at the SMSC.
  const legs = smsc.received
    .map((sms) => sms.receivedAt - (answeredAt.get(sms.to) ?? sms.receivedAt))
    .sort((a, b) => a - b);
  const figures = {
    count: COUNT,
    arrived: smsc.received.length,
    parts: smsc.received.reduce((sum, sms) => sum + sms.parts, 0),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    answeredP99: percentile(
      answeredIn.sort((a, b) => a - b),
      99,
    ),
    smsLegP99: percentile(legs, 99),
  };
  console.info(`${machine()}, ${DATABASE_LABEL}, SMPP window ${values.window}`);
  console.info(
    `${figures.arrived}/${COUNT} codes (${figures.parts} parts) at the SMSC: p50 ${figures.p50.toFixed(0)} ms, ` +
      `p95 ${figures.p95.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms, max ${figures.max.toFixed(0)} ms ` +
      `(the registration's answer p99 ${figures.answeredP99.toFixed(0)} ms; from the answer to the SMSC, ` +
      `p99 ${figures.smsLegP99.toFixed(0)} ms)`,
  );
  const passed = figures.arrived === COUNT && figures.p99 < TARGET_P99_MS;
  console.info(
    passed ? `  ✓ p99 under ${TARGET_P99_MS} ms` : `  ✗ p99 not under ${TARGET_P99_MS} ms, or codes missing`,
  );
  console.info(`  ${writeResult('sms-codes', { machine: machine(), database: DATABASE_LABEL, ...figures })}`);
  await app.close();
  await database.close();
  await smsc.close();
  if (!passed) process.exitCode = 1;
}

await main();
