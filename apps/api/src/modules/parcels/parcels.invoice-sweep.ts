import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock, Services } from '../../http/module.ts';
import { storedFiles } from '../files/files.table.ts';
import { parcels } from './parcels.table.ts';

/**
 * How old an invoice no declaration names must be before it is swept: 24 hours. An invoice is uploaded by the
 * declaration form just before the form is sent, so one a declaration will name is named within minutes; a day also
 * covers a form left open overnight or sent again after a refusal. An older one was abandoned (the form never sent)
 * or replaced (a declaration changed to another file): personal data we have no reason to keep.
 */
export const UNCLAIMED_INVOICE_MS = 24 * 3600_000;
/** Invoices removed per transaction: short row locks, and a round goes on batch after batch. */
const BATCH = 100;

const unclaimed = notExists(sql`(select 1 from ${parcels} where ${parcels.invoiceFileId} = ${storedFiles.id})`);

/**
 * One round of the sweep: invoices older than `UNCLAIMED_INVOICE_MS` that no parcel names are deleted, rows first
 * (claimed `FOR UPDATE SKIP LOCKED`, so another host's round skips them, then deleted by a second statement that
 * checks again that no parcel names them: a declaration committed meanwhile keeps its file), then their objects in
 * the store. An object whose delete fails is never served (no row names it) and goes with its customer's folder, as
 * decision 0031 has it. Answers how many invoices went.
 */
export async function sweepUnclaimedInvoices(deps: { db: Db; clock: Clock; files: Services['files'] }) {
  const cutoff = new Date(deps.clock.now().getTime() - UNCLAIMED_INVOICE_MS);
  let swept = 0;
  for (;;) {
    const removed = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(and(eq(storedFiles.kind, 'invoice'), lt(storedFiles.createdAt, cutoff), unclaimed))
        .orderBy(storedFiles.createdAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return [];
      return tx
        .delete(storedFiles)
        .where(
          and(
            inArray(
              storedFiles.id,
              claimed.map((row) => row.id),
            ),
            unclaimed,
          ),
        )
        .returning({ id: storedFiles.id, customerId: storedFiles.customerId });
    });
    // The rows are gone: `remove` deletes the objects a file of that id has in the store.
    for (const file of removed) await deps.files.remove(deps.db, file.customerId, file.id);
    swept += removed.length;
    if (removed.length < BATCH) return swept;
  }
}
