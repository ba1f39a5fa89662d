import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import type { Services } from '../../http/module.ts';
import { storedFiles } from '../files/files.table.ts';
import { sweepUnclaimedInvoices } from './parcels.invoice-sweep.ts';
import { invoiceSweepApi, uploadInvoice } from './invoice-sweep-test-kit.ts';
import { declaration, declare, declaringCustomer, freshTracking } from './parcels-test-kit.ts';

/**
 * The invoice sweep on PostgreSQL: two hosts sweeping at once delete each unnamed invoice once, and a declaration
 * naming an old invoice while they run either keeps it (declared) or is refused on its field — never a 500, never a
 * parcel whose invoice vanished under it.
 */
let api: TestApi;
/** The file store's service as the app wires it: the sweep removes objects through it. */
let files: Services['files'];
beforeAll(async () => {
  ({ api, files } = await invoiceSweepApi());
});
afterAll(() => api.close());

const upload = (who: SignedIn) => uploadInvoice(api, who);

const host = () => {
  return sweepUnclaimedInvoices({ db: api.database.db, clock: { now: () => new Date() }, files });
};

describe('two hosts sweeping invoices at once', () => {
  it('delete each unnamed old invoice once, and a declaration racing them keeps its invoice or is refused', async () => {
    const who = await declaringCustomer(api);
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1) ids.push(await upload(who));
    // Only this test's files are made old (other files share the database).
    await api.database.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(inArray(storedFiles.id, ids));

    const racing = ids
      .slice(0, 5)
      .map((id) => declare(api, who, declaration(freshTracking(), { invoice_file_id: id })));
    const [answers, first, second] = await Promise.all([Promise.all(racing), host(), host()]);

    const left = await api.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(inArray(storedFiles.id, ids));
    const kept = new Set(left.map((row) => row.id));
    for (const [index, answer] of answers.entries()) {
      expect([201, 400]).toContain(answer.statusCode);
      const id = ids[index]!;
      if (answer.statusCode === 201) {
        expect(kept.has(id)).toBe(true);
        const parcel = await callAs(api, who, 'GET', `/parcels/${answer.json().data.id}`);
        expect(parcel.json().data.invoice?.id).toBe(id);
      } else {
        expect(Object.keys(answer.json().errors)).toEqual(['invoice_file_id']);
        expect(kept.has(id)).toBe(false);
      }
    }
    // Every other invoice went, once: the two rounds together deleted exactly what is gone.
    expect(left.length).toBe(answers.filter((answer) => answer.statusCode === 201).length);
    expect(first + second).toBe(ids.length - left.length);
  });
});
