import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import type { Services } from '../../http/module.ts';
import { storedFiles } from '../files/files.table.ts';
import { sweepUnclaimedInvoices, UNCLAIMED_INVOICE_MS } from './parcels.invoice-sweep.ts';
import { invoiceSweepApi, uploadInvoice } from './invoice-sweep-test-kit.ts';
import { declaration, declare, declaringCustomer, freshTracking } from './parcels-test-kit.ts';

let api: TestApi;
/** The file store's service as the app wires it: the sweep removes objects through it. */
let files: Services['files'];
beforeAll(async () => {
  ({ api, files } = await invoiceSweepApi());
});
afterAll(() => api.close());

const upload = (who: SignedIn) => uploadInvoice(api, who);

/** A round of the sweep as a host would run it `ms` from now. */
const sweepAt = (ms: number) => {
  const clock = { now: () => new Date(Date.now() + ms) };
  return sweepUnclaimedInvoices({ db: api.database.db, clock, files });
};

const rowsOf = async (who: SignedIn) =>
  (
    await api.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.customerId, who.customer.row.id))
  ).map((row) => row.id);

async function objectsOf(who: SignedIn): Promise<string[]> {
  if (api.config.files.kind !== 'local') throw new Error('local store expected');
  const folder = join(api.config.files.dir, 'customers', String(who.customer.row.id), 'files');
  return readdir(folder).catch(() => []);
}

describe('the sweep of invoices no declaration names', () => {
  it('keeps every invoice younger than a day, named or not', async () => {
    const who = await declaringCustomer(api);
    const loose = await upload(who);
    await sweepAt(UNCLAIMED_INVOICE_MS - 60_000);
    expect(await rowsOf(who)).toEqual([loose]);
    expect(await objectsOf(who)).toEqual([loose]);
  });

  it('deletes an unnamed invoice past a day, row and object, and keeps the one a declaration names', async () => {
    const who = await declaringCustomer(api);
    const [named, loose, replaced] = [await upload(who), await upload(who), await upload(who)];
    const number = freshTracking();
    const declared = await declare(api, who, declaration(number, { invoice_file_id: replaced }));
    expect(declared.statusCode).toBe(201);
    const id = declared.json().data.id as string;
    // The customer changes the declaration to another file: the first one is named by nothing any more.
    const { tracking_number: _number, ...change } = declaration(number, { invoice_file_id: named });
    const changed = await callAs(api, who, 'PUT', `/parcels/${id}`, { payload: change });
    expect(changed.statusCode).toBe(200);

    expect(await sweepAt(UNCLAIMED_INVOICE_MS + 60_000)).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(who)).toEqual([named]);
    expect(await objectsOf(who)).toEqual([named]);
    expect(await sweepAt(UNCLAIMED_INVOICE_MS + 60_000)).toBe(0);
    const download = await callAs(api, who, 'GET', `/parcels/${id}/invoice`);
    expect(download.statusCode).toBe(200);
    // A declaration cannot name a swept invoice: the field is refused, nothing is stored.
    const late = await declare(api, who, declaration(freshTracking(), { invoice_file_id: loose }));
    expect([late.statusCode, Object.keys(late.json().errors ?? {})]).toEqual([400, ['invoice_file_id']]);
  });
});
