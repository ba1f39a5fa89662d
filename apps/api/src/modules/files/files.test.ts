import { endpoint, INVOICE_MAX_BYTES, PHOTO_RENDITION_SIZE, STORED_FILE_KINDS } from '@yolla/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineModule } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import { readAll, sampleImage, samplePdf, storedObjects } from '../../test/files.ts';
import { createCustomer, createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import { storedFiles } from './files.table.ts';
import type { FileService, SaveFileInput } from './files.service.ts';

/** An upload the way the parcels module takes one, to see refusals as a customer does (JSON, base64). */
const uploadEndpoint = endpoint({
  method: 'POST',
  path: '/test/files',
  access: 'customer',
  body: z.object({ kind: z.enum(STORED_FILE_KINDS), name: z.string(), type: z.string(), base64: z.string() }),
  response: z.object({ data: z.object({ id: z.string() }) }),
  errors: ['file.empty', 'file.too_large', 'file.unsupported_type', 'file.type_mismatch', 'file.unreadable'],
  tags: ['test'],
  summary: 'test',
});

let files: FileService;
const probe = defineModule({
  name: 'test-files',
  setup: ({ db, services }) => {
    files = services.files;
    return {
      routes(table) {
        table.add(uploadEndpoint, async ({ customer, body }) => {
          const bytes = Buffer.from(body.base64, 'base64');
          const input = { customerId: customer.id, kind: body.kind, bytes, declaredName: body.name };
          const saved = await files.save(db, { ...input, declaredType: body.type, field: 'invoice' });
          return { data: { id: saved.id } };
        });
      },
    };
  },
});

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ modules: [probe] });
});
afterAll(() => api.close());

const rowsOf = (customerId: number) =>
  api.database.db.select().from(storedFiles).where(eq(storedFiles.customerId, customerId));

/** The refusal a save ends in: its code and field messages (keys). */
async function refusal(input: SaveFileInput) {
  const error = await files.save(api.database.db, input).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, status: error.statusCode, fields: error.fields };
}

describe('the type of a file comes from its bytes', () => {
  it('stores a PDF invoice as application/pdf, in the store under a key of its own', async () => {
    const { row: customer } = await createCustomer(api.database);
    const pdf = samplePdf();
    const saved = await files.save(api.database.db, {
      customerId: customer.id,
      kind: 'invoice',
      bytes: pdf,
      declaredName: '../../../etc/passwd.pdf',
      declaredType: 'application/pdf',
    });
    expect(saved).toMatchObject({ customerId: customer.id, kind: 'invoice', contentType: 'application/pdf' });
    expect(saved).toMatchObject({ size: pdf.length, renditionSize: null });
    const [row] = await rowsOf(customer.id);
    // The key is made here, never from the name the file came with.
    expect(row?.storageKey).toBe(`customers/${customer.id}/files/${saved.id}`);
    expect(await storedObjects(api)).toContain(row?.storageKey);
    const opened = await files.open(customer.id, saved.id);
    expect(opened).toMatchObject({ contentType: 'application/pdf', size: pdf.length });
    expect(opened?.downloadName).toBe(`invoice-${saved.id.slice(0, 8)}.pdf`);
    expect(await readAll(opened!.body)).toEqual(pdf);
  });

  it('takes a JPEG invoice named .jpeg or .JPG, and one whose client declared no type', async () => {
    const { row: customer } = await createCustomer(api.database);
    const jpeg = await sampleImage(200, 300).jpeg().toBuffer();
    for (const [declaredName, declaredType] of [
      ['receipt.JPG', 'image/jpeg'],
      ['receipt.jpeg', 'image/jpg'],
      ['receipt', 'application/octet-stream'],
    ]) {
      const saved = await files.save(api.database.db, {
        customerId: customer.id,
        kind: 'invoice',
        bytes: jpeg,
        declaredName,
        declaredType,
      });
      expect(saved.contentType).toBe('image/jpeg');
    }
  });

  it('refuses a PNG named invoice.pdf as a lie about its type, and stores nothing', async () => {
    const { row: customer } = await createCustomer(api.database);
    const before = await storedObjects(api);
    const png = await sampleImage(64, 64).png().toBuffer();
    expect(
      await refusal({
        customerId: customer.id,
        kind: 'invoice',
        bytes: png,
        declaredName: 'invoice.pdf',
        field: 'invoice',
      }),
    ).toEqual({
      code: 'file.type_mismatch',
      status: 415,
      fields: { invoice: [{ key: 'validation.file_type_mismatch', params: { actual: 'PNG' } }] },
    });
    expect(await rowsOf(customer.id)).toEqual([]);
    expect(await storedObjects(api)).toEqual(before);
  });

  it('refuses a PDF whose declared type says image/png', async () => {
    const { row: customer } = await createCustomer(api.database);
    const lie = await refusal({
      customerId: customer.id,
      kind: 'invoice',
      bytes: samplePdf(),
      declaredType: 'image/png',
    });
    expect(lie.code).toBe('file.type_mismatch');
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it('refuses a text file that claims to be image/png: its bytes are no accepted type', async () => {
    const { row: customer } = await createCustomer(api.database);
    const before = await storedObjects(api);
    const text = Buffer.from('just some text, no image at all');
    const input = { customerId: customer.id, kind: 'photo' as const, bytes: text };
    expect(await refusal({ ...input, declaredName: 'box.png', declaredType: 'image/png' })).toEqual({
      code: 'file.unsupported_type',
      status: 415,
      fields: { file: [{ key: 'validation.file_types', params: { types: 'JPEG, PNG, WebP' } }] },
    });
    expect(await rowsOf(customer.id)).toEqual([]);
    expect(await storedObjects(api)).toEqual(before);
  });

  it('accepts for each kind only its types: no WebP invoice, no PDF photo, no GIF or SVG at all', async () => {
    const { row: customer } = await createCustomer(api.database);
    const webp = await sampleImage(32, 32).webp().toBuffer();
    const gif = await sampleImage(32, 32).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const id = customer.id;
    expect((await refusal({ customerId: id, kind: 'invoice', bytes: webp })).code).toBe('file.unsupported_type');
    expect((await refusal({ customerId: id, kind: 'photo', bytes: samplePdf() })).code).toBe('file.unsupported_type');
    for (const kind of ['invoice', 'photo'] as const) {
      expect((await refusal({ customerId: id, kind, bytes: gif })).code).toBe('file.unsupported_type');
      expect((await refusal({ customerId: id, kind, bytes: svg })).code).toBe('file.unsupported_type');
    }
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses an empty file and one over the limit, naming the limit; nothing is stored', async () => {
    const { row: customer } = await createCustomer(api.database);
    const before = await storedObjects(api);
    expect(await refusal({ customerId: customer.id, kind: 'invoice', bytes: Buffer.alloc(0) })).toEqual({
      code: 'file.empty',
      status: 400,
      fields: { file: [{ key: 'validation.required' }] },
    });
    const oversize = Buffer.concat([samplePdf(), Buffer.alloc(INVOICE_MAX_BYTES)]);
    expect(await refusal({ customerId: customer.id, kind: 'invoice', bytes: oversize })).toEqual({
      code: 'file.too_large',
      status: 413,
      fields: { file: [{ key: 'validation.file_too_large', params: { max: 10 } }] },
    });
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([samplePdf(), Buffer.alloc(INVOICE_MAX_BYTES - samplePdf().length)]);
    expect((await files.save(api.database.db, { customerId: customer.id, kind: 'invoice', bytes: atLimit })).size).toBe(
      INVOICE_MAX_BYTES,
    );
    expect((await storedObjects(api)).length).toBe(before.length + 1);
  });

  it('answers a refusal in the customer’s language, on the field the file came in', async () => {
    const who = await signedInCustomer(api);
    const png = (await sampleImage(16, 16).png().toBuffer()).toString('base64');
    const payload = { kind: 'invoice', name: 'invoice.pdf', type: 'application/pdf', base64: png };
    const english = await callAs(api, who, 'POST', '/test/files', { payload });
    expect(english.statusCode).toBe(415);
    expect(english.json()).toEqual({
      code: 'file.type_mismatch',
      message: 'The file’s contents do not match its name or type.',
      errors: { invoice: ['This file is really a PNG, whatever its name or type says. Choose the right file.'] },
    });
    const text = Buffer.from('hello').toString('base64');
    const russian = await callAs(api, who, 'POST', '/test/files', {
      payload: { ...payload, name: 'invoice.txt', type: 'text/plain', base64: text },
      language: 'ru',
    });
    expect(russian.statusCode).toBe(415);
    expect(russian.json()).toEqual({
      code: 'file.unsupported_type',
      message: 'Файлы такого типа не принимаются.',
      errors: { invoice: ['Выберите файл одного из типов: PDF, JPEG, PNG.'] },
    });
    expect(await rowsOf(who.customer.row.id)).toEqual([]);
  });
});

describe('warehouse photos', () => {
  it('get a phone-sized rendition: upright WebP, at most PHOTO_RENDITION_SIZE a side, without metadata', async () => {
    const { row: customer } = await createCustomer(api.database);
    // A 2000×1500 camera photo stored sideways (EXIF orientation 6: rotate 90° to view), with a description.
    const jpeg = await sampleImage(2000, 1500)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { ImageDescription: 'warehouse 3' } })
      .toBuffer();
    const saved = await files.save(api.database.db, { customerId: customer.id, kind: 'photo', bytes: jpeg });
    expect(saved).toMatchObject({ contentType: 'image/jpeg', size: jpeg.length, renditionSize: expect.any(Number) });

    const original = await files.open(customer.id, saved.id, 'original');
    expect(await readAll(original!.body)).toEqual(jpeg);
    const phone = await files.open(customer.id, saved.id, 'rendition');
    expect(phone).toMatchObject({ contentType: 'image/webp', size: saved.renditionSize });
    expect(phone?.downloadName).toBe(`photo-${saved.id.slice(0, 8)}-phone.webp`);
    const bytes = await readAll(phone!.body);
    expect(bytes.length).toBe(saved.renditionSize);
    const metadata = await sharp(bytes).metadata();
    // Upright: the sideways 2000×1500 is a 1500×2000 portrait, scaled to 960×1280.
    expect(metadata).toMatchObject({
      format: 'webp',
      width: (PHOTO_RENDITION_SIZE * 3) / 4,
      height: PHOTO_RENDITION_SIZE,
    });
    expect(metadata.exif).toBeUndefined();
  });

  it('never enlarges a small photo', async () => {
    const { row: customer } = await createCustomer(api.database);
    const png = await sampleImage(300, 200).png().toBuffer();
    const saved = await files.save(api.database.db, { customerId: customer.id, kind: 'photo', bytes: png });
    const phone = await files.open(customer.id, saved.id, 'rendition');
    expect(await sharp(await readAll(phone!.body)).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses a photo that cannot be decoded, storing nothing', async () => {
    const { row: customer } = await createCustomer(api.database);
    const before = await storedObjects(api);
    const png = await sampleImage(64, 64).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    expect((await refusal({ customerId: customer.id, kind: 'photo', bytes: broken })).code).toBe('file.unreadable');
    expect(await rowsOf(customer.id)).toEqual([]);
    expect(await storedObjects(api)).toEqual(before);
  });

  it('an invoice has no rendition to open', async () => {
    const { row: customer } = await createCustomer(api.database);
    const saved = await files.save(api.database.db, { customerId: customer.id, kind: 'invoice', bytes: samplePdf() });
    expect(await files.open(customer.id, saved.id, 'rendition')).toBeNull();
  });
});
