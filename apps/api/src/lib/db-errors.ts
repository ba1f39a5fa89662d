const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN', // DNS lookup failed for now (a database host that is being replaced)
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  '57014', // query_canceled (statement timeout)
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /query read timeout/i,
  /database did not answer/i,
  /database is closed/i,
  /PGlite is closed/i,
  /Connection refused/i,
  /Cannot use a pool after calling end/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
];

/**
 * True when an error (or any error in its cause chain, or of an AggregateError such as Node's
 * "every address of localhost refused") means the database cannot be reached in time: the API
 * answers 503 with Retry-After then, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (typeof current === 'object') {
      const { code, message } = current as { code?: unknown; message?: unknown };
      if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
      // Drizzle's "Failed query: …" repeats the query and its parameters, which may hold anything a
      // customer typed; the driver's own error is its cause.
      const ownMessage = typeof message === 'string' && !message.startsWith('Failed query:') ? message : '';
      if (UNAVAILABLE_MESSAGES.some((re) => re.test(ownMessage))) return true;
      if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
      current = (current as { cause?: unknown }).cause;
    } else {
      return false;
    }
  }
  return false;
}

/**
 * The constraint a unique violation (23505) broke, when that is what the error (or its cause: Drizzle wraps the
 * driver's error) is; null otherwise. Two requests racing for the same e-mail end here, not in a 500.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
