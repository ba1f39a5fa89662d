import type { Db } from './client.ts';

/**
 * A read that pages make on every view (the session check, a customer's list), built once per database handle and
 * sent as a named prepared statement: Drizzle stops building its SQL on every call, and PostgreSQL parses and plans
 * it once per connection. On PostgreSQL a call went from about 100–185 µs of the process's CPU to 30–56 µs
 * (decision 0021, eighth round). `build` writes the query with `sql.placeholder(…)` for what changes between calls
 * and ends in `.prepare(name)`; the name must be unique in the API (one per variant, such as a locale).
 *
 * Each database handle gets its own (a transaction's handle builds its own copy), so it is safe inside one.
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
