import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.ts';

function failedQuery(cause: unknown, params: string[] = []) {
  return Object.assign(new Error(`Failed query: select 1\nparams: ${params.join(',')}`), { cause });
}

function withCode(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

describe('telling an unreachable database from other failures', () => {
  it('recognises every address refusing at once (localhost as ::1 and 127.0.0.1)', () => {
    const refused = new AggregateError(
      [
        withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
        withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      ],
      '',
    );
    expect(isDatabaseUnavailable(failedQuery(refused))).toBe(true);
  });

  it('recognises a database host that cannot be resolved for now, or a network that is down', () => {
    for (const code of ['EAI_AGAIN', 'ENETUNREACH', 'ENETDOWN', 'ECONNABORTED']) {
      expect(isDatabaseUnavailable(failedQuery(withCode(`connect ${code} db`, code))), code).toBe(true);
    }
  });

  it('recognises a client the driver already closed, and a session the server timed out', () => {
    expect(isDatabaseUnavailable(failedQuery(new Error('Client was closed and is not queryable')))).toBe(true);
    const idle = withCode('terminating connection due to idle-session timeout', '57P05');
    expect(isDatabaseUnavailable(failedQuery(idle))).toBe(true);
  });

  it('does not take a real query error for an outage, whatever the query parameters say', () => {
    const duplicate = withCode('duplicate key value violates unique constraint', '23505');
    expect(isDatabaseUnavailable(failedQuery(duplicate, ['Connection terminated unexpectedly']))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });
});
