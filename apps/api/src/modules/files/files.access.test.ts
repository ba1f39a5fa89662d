import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { endpoint, fileDownloadSchema, storedFileIdSchema } from '@yolla/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineModule } from '../../http/module.ts';
import { commonErrors } from '../../lib/api-error.ts';
import { sendFileDownload } from '../../lib/file-download.ts';
import { readAll, sampleImage, samplePdf, storedObjects } from '../../test/files.ts';
import { createCustomer, createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import { storedFiles } from './files.table.ts';
import type { FileService } from './files.service.ts';

/** A download route the way a parcels route answers one: open as the signed-in customer, 404 when null. */
const downloadEndpoint = endpoint({
  method: 'GET',
  path: '/test/files/:id',
  access: 'customer',
  params: z.object({ id: z.string() }),
  query: z.object({ variant: z.optional(z.enum(['original', 'rendition'])), name: z.optional(z.string()) }),
  response: fileDownloadSchema,
  errors: ['common.not_found'],
  tags: ['test'],
  summary: 'test',
});

let files: FileService;
const probe = defineModule({
  name: 'test-files',
  setup: ({ services }) => {
    files = services.files;
    return {
      routes(table) {
        table.add(downloadEndpoint, async ({ customer, params, query, reply }) => {
          const file = await files.open(customer.id, params.id, query.variant);
          if (!file) throw commonErrors.notFound();
          return sendFileDownload(reply, file, query.name ? { baseName: query.name } : {});
        });
      },
    };
  },
});

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ modules: [probe], env: { SETTINGS_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

const rowsOf = (customerId: number) =>
  api.database.db.select().from(storedFiles).where(eq(storedFiles.customerId, customerId));
const saveInvoice = (customerId: number, bytes = samplePdf()) =>
  files.save(api.database.db, { customerId, kind: 'invoice', bytes, declaredName: 'invoice.pdf' });

describe('only the owner reaches a file', () => {
  it('another customer opens nothing, exactly as for a file that does not exist', async () => {
    const { row: owner } = await createCustomer(api.database);
    const { row: other } = await createCustomer(api.database);
    const saved = await saveInvoice(owner.id);
    expect(await files.open(other.id, saved.id)).toBeNull();
    expect(await files.find(api.database.db, other.id, saved.id)).toBeNull();
    expect(await files.open(owner.id, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await files.open(owner.id, 'not-a-uuid')).toBeNull();
    expect(await files.find(api.database.db, owner.id, saved.id)).toEqual(saved);
  });

  it('through a route: the owner downloads it, another customer gets 404 as for a made-up id, never 403', async () => {
    const owner = await signedInCustomer(api);
    const other = await signedInCustomer(api);
    const pdf = samplePdf('Invoice of the owner');
    const saved = await saveInvoice(owner.customer.row.id, pdf);

    const mine = await callAs(api, owner, 'GET', `/test/files/${saved.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload).toEqual(pdf);

    const theirs = await callAs(api, other, 'GET', `/test/files/${saved.id}`);
    const madeUp = await callAs(api, other, 'GET', '/test/files/00000000-0000-4000-8000-000000000000');
    const garbage = await callAs(api, other, 'GET', '/test/files/..%2F..%2Fetc%2Fpasswd');
    for (const response of [theirs, madeUp, garbage]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'common.not_found' });
    }
    expect(theirs.body).toBe(madeUp.body);
    expect((await callAs(api, null, 'GET', `/test/files/${saved.id}`)).statusCode).toBe(401);
  });

  it('a row whose object went missing from the store opens as nothing, not a failure', async () => {
    const { row: owner } = await createCustomer(api.database);
    const saved = await saveInvoice(owner.id);
    const [row] = await rowsOf(owner.id);
    if (api.config.files.kind !== 'local') throw new Error('local store expected');
    await rm(join(api.config.files.dir, row!.storageKey));
    expect(await files.open(owner.id, saved.id)).toBeNull();
  });
});

describe('a download', () => {
  it('is an attachment of the sniffed type that no browser renders as a page of our origin', async () => {
    const who = await signedInCustomer(api);
    const png = await sampleImage(40, 40).png().toBuffer();
    const saved = await files.save(api.database.db, {
      customerId: who.customer.row.id,
      kind: 'invoice',
      bytes: png,
      declaredName: 'scan.png',
    });
    const response = await callAs(api, who, 'GET', `/test/files/${saved.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'content-disposition': `attachment; filename="invoice-${saved.id.slice(0, 8)}.png"; filename*=UTF-8''invoice-${saved.id.slice(0, 8)}.png`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
    });
    expect(response.rawPayload).toEqual(png);
  });

  it('may be named by the route, its extension kept and any name written safely', async () => {
    const who = await signedInCustomer(api);
    const saved = await saveInvoice(who.customer.row.id);
    const name = encodeURIComponent('счёт "YL10001"; x=1');
    const response = await callAs(api, who, 'GET', `/test/files/${saved.id}?name=${name}`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="YL10001_x_1.pdf"; filename*=UTF-8''%D1%81%D1%87%D1%91%D1%82%20%22YL10001%22%3B%20x%3D1.pdf`,
    );
  });

  it('of a photo’s rendition is its WebP', async () => {
    const who = await signedInCustomer(api);
    const jpeg = await sampleImage(64, 48).jpeg().toBuffer();
    const saved = await files.save(api.database.db, { customerId: who.customer.row.id, kind: 'photo', bytes: jpeg });
    const response = await callAs(api, who, 'GET', `/test/files/${saved.id}?variant=rendition`);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(saved.renditionSize),
    });
  });
});

describe('saving is all or nothing', () => {
  it('removes the object again when its row cannot be written', async () => {
    const before = await storedObjects(api);
    await expect(saveInvoice(999_999_999)).rejects.toThrow();
    expect(await storedObjects(api)).toEqual(before);
  });

  it('a transaction that saved a file and then failed leaves nothing once the caller removes the file', async () => {
    const { row: owner } = await createCustomer(api.database);
    const before = await storedObjects(api);
    let id = '';
    await expect(
      api.database.db.transaction(async (tx) => {
        const saved = await files.save(tx, {
          customerId: owner.id,
          kind: 'photo',
          bytes: await sampleImage(20, 20).png().toBuffer(),
        });
        id = saved.id;
        throw new Error('the parcel could not be written');
      }),
    ).rejects.toThrow('the parcel could not be written');
    expect(storedFileIdSchema.safeParse(id).success).toBe(true);
    expect(await rowsOf(owner.id)).toEqual([]);
    expect((await storedObjects(api)).length).toBe(before.length + 2); // the original and its rendition
    expect(await files.remove(api.database.db, owner.id, id)).toBe(false);
    expect(await storedObjects(api)).toEqual(before);
  });

  it('removing a file takes its row and objects; another customer cannot remove it', async () => {
    const { row: owner } = await createCustomer(api.database);
    const { row: other } = await createCustomer(api.database);
    const saved = await saveInvoice(owner.id);
    expect(await files.remove(api.database.db, other.id, saved.id)).toBe(false);
    expect(await files.open(owner.id, saved.id)).not.toBeNull();
    const objects = (await storedObjects(api)).length;
    expect(await files.remove(api.database.db, owner.id, saved.id)).toBe(true);
    expect(await rowsOf(owner.id)).toEqual([]);
    expect((await storedObjects(api)).length).toBe(objects - 1);
  });
});

describe('account deletion', () => {
  it('erases the customer’s files, rows and objects, and no one else’s', async () => {
    const who = await signedInCustomer(api);
    const id = who.customer.row.id;
    const { row: other } = await createCustomer(api.database);
    const kept = await saveInvoice(other.id);
    await saveInvoice(id);
    await files.save(api.database.db, {
      customerId: id,
      kind: 'photo',
      bytes: await sampleImage(30, 30).jpeg().toBuffer(),
    });
    const mine = (await storedObjects(api)).filter((key) => key.startsWith(`customers/${id}/`));
    expect(mine).toHaveLength(3);

    const response = await callAs(api, who, 'POST', '/me/deletion', { payload: { password: who.customer.password } });
    expect(response.statusCode).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
    expect((await storedObjects(api)).filter((key) => key.startsWith(`customers/${id}/`))).toEqual([]);
    const stillThere = await files.open(other.id, kept.id);
    expect(await readAll(stillThere!.body)).toEqual(samplePdf());
  });
});
