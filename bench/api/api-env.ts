/**
 * The environment of the API under test: the embedded database in memory with the demo customer
 * (or, with BENCH_DATABASE_URL, a PostgreSQL database the run may seed), no logs, loopback only,
 * and a global per-IP limit far above what a run can send (every request of the benchmark comes
 * from one IP, so the default would turn the run into 429s).
 */
const database: Record<string, string> = process.env.BENCH_DATABASE_URL
  ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
  : { PGLITE_DIR: 'memory' };

export const API_ENV: Record<string, string> = {
  NODE_ENV: 'development',
  API_HOST: '127.0.0.1',
  API_PORT: '0',
  ...database,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'silent',
  GLOBAL_RATE_IP_MAX: '1000000000',
  // The API's cost per request under load, not the cap on requests in flight (decision 0030).
  MAX_REQUESTS_IN_FLIGHT: '0',
};

/** Which database the run measured, for the report. */
export const DATABASE_LABEL = process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite in memory';
