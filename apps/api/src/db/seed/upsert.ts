import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `excluded.<column>` in an upsert: the value that was proposed for insertion. */
export function excluded(column: AnyColumn): SQL {
  return sql.raw(`excluded."${column.name}"`);
}

/** An upsert's `setWhere`: the row changes only when one of these columns would, so unchanged seeds write nothing. */
export function changedAny(columns: AnyColumn[]): SQL {
  return sql`(${sql.join(columns, sql`, `)}) is distinct from (${sql.join(columns.map(excluded), sql`, `)})`;
}
