import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { developmentKey } from '../../test/machine.ts';
import { signMachineRequest } from '../../lib/machine-signature.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import { declaration, declare, declaringCustomer, freshTracking } from './parcels-test-kit.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { PARCELS_RATE_IP_MAX: '100000', PARCELS_RATE_ACCOUNT_MAX: '100000' } });
});
afterAll(() => api.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(who: SignedIn, bytes: Buffer, name: string, type: string, field = 'invoice') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return callAs(api, who, 'POST', '/parcels/invoices', {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

describe('invoices', () => {
  it('are told by their bytes: a PNG called .pdf, and text called a PNG, are refused with the field named', async () => {
    const who = await declaringCustomer(api);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const lying = await upload(who, png, 'receipt.pdf', 'application/pdf');
    expect(lying.statusCode).toBe(415);
    expect(lying.json().code).toBe('file.type_mismatch');
    expect(Object.keys(lying.json().errors)).toEqual(['invoice']);
    const text = await upload(who, Buffer.from('just words, not a picture'), 'receipt.png', 'image/png');
    expect(text.json().code).toBe('file.unsupported_type');
    const empty = await upload(who, Buffer.alloc(0), 'receipt.pdf', 'application/pdf');
    expect(empty.statusCode).toBe(400);
    const accepted = await upload(who, png, 'receipt.png', 'image/png');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ content_type: 'image/png', size: png.length });
  });

  it('are named by a declaration and downloaded by their owner only, as an attachment', async () => {
    const [owner, stranger] = [await declaringCustomer(api), await declaringCustomer(api)];
    const invoice = (await upload(owner, PDF, 'order 1234.pdf', 'application/pdf')).json().data;
    const number = freshTracking();
    // Another customer cannot name it.
    const borrowed = await declare(api, stranger, declaration(freshTracking(), { invoice_file_id: invoice.id }));
    expect(borrowed.statusCode).toBe(400);
    expect(Object.keys(borrowed.json().errors)).toEqual(['invoice_file_id']);
    const declared = await declare(api, owner, declaration(number, { invoice_file_id: invoice.id }));
    expect(declared.statusCode).toBe(201);
    const parcel = declared.json().data;
    expect(parcel.invoice).toEqual({ id: invoice.id, content_type: 'application/pdf', size: PDF.length });

    const download = await callAs(api, owner, 'GET', `/parcels/${parcel.id}/invoice`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="invoice-${number}\\.pdf"`),
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');

    const foreign = await callAs(api, stranger, 'GET', `/parcels/${parcel.id}/invoice`);
    expect(foreign.statusCode).toBe(404);
    const photo = await callAs(api, stranger, 'GET', `/parcels/${parcel.id}/photos/${invoice.id}`);
    expect(photo.statusCode).toBe(404);
    // The invoice is not one of the parcel's photos, even for its owner.
    expect((await callAs(api, owner, 'GET', `/parcels/${parcel.id}/photos/${invoice.id}`)).statusCode).toBe(404);
  });
});

/** The warehouse's photo of a parcel: the body is the image, signed with the warehouse's key. */
function sendPhoto(trackingNumber: string, bytes: Buffer, contentType = 'image/jpeg') {
  const pathAndQuery = `/api/v1/machine/warehouse/parcels/${trackingNumber}/photos`;
  const headers = signMachineRequest(developmentKey('warehouse'), { method: 'POST', pathAndQuery, body: bytes });
  return api.app.inject({
    method: 'POST',
    url: pathAndQuery,
    headers: { ...headers, 'content-type': contentType },
    payload: bytes,
  });
}

describe('warehouse photos', () => {
  it('are kept for the parcel’s customer with a phone-sized copy, and shown to nobody else', async () => {
    const [owner, stranger] = [await declaringCustomer(api), await declaringCustomer(api)];
    const number = freshTracking();
    const id = (await declare(api, owner, declaration(number))).json().data.id as string;
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c96' } })
      .jpeg()
      .toBuffer();
    const sent = await sendPhoto(number, jpeg);
    expect(sent.statusCode).toBe(200);
    const photoId = sent.json().data.photo_id as string;
    const detail = (await callAs(api, owner, 'GET', `/parcels/${id}`)).json().data;
    expect(detail.photos).toEqual([{ id: photoId, content_type: 'image/jpeg', size: jpeg.length }]);
    const phone = await callAs(api, owner, 'GET', `/parcels/${id}/photos/${photoId}`);
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['content-type']).toBe('image/webp');
    expect((await sharp(phone.rawPayload).metadata()).width).toBe(1280);
    const full = await callAs(api, owner, 'GET', `/parcels/${id}/photos/${photoId}?size=full`);
    expect(full.rawPayload.equals(jpeg)).toBe(true);
    expect((await callAs(api, stranger, 'GET', `/parcels/${id}/photos/${photoId}`)).statusCode).toBe(404);
  });

  it('leave no object in the store when attaching them to the parcel fails', async () => {
    const who = await declaringCustomer(api);
    const number = freshTracking();
    const id = (await declare(api, who, declaration(number))).json().data.id as string;
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer();
    if (api.config.files.kind !== 'local') throw new Error('local store expected');
    const folder = join(api.config.files.dir, 'customers', String(who.customer.row.id), 'files');
    const objects = async () => readdir(folder).catch(() => []);
    // The database refuses the attachment after the photo's objects were written: for this parcel only, as other
    // test files may share the database.
    if (!/^\d+$/.test(id)) throw new Error(`unexpected id ${id}`);
    const name = sql.raw(`refuse_photo_${id}`);
    await api.database.db.execute(sql`
      create function ${name}() returns trigger language plpgsql as $$
      begin if new.parcel_id = ${sql.raw(id)} then raise exception 'no photos today'; end if; return new; end $$`);
    await api.database.db.execute(
      sql`create trigger ${name} before insert on parcel_photos for each row execute function ${name}()`,
    );
    try {
      expect((await sendPhoto(number, jpeg)).statusCode).toBe(500);
    } finally {
      await api.database.db.execute(sql`drop trigger ${name} on parcel_photos`);
      await api.database.db.execute(sql`drop function ${name}()`);
    }
    expect(await objects()).toEqual([]);
    expect((await callAs(api, who, 'GET', `/parcels/${id}`)).json().data.photos).toEqual([]);
    // Once the database takes it again, a photo is kept (another one: a signed request is never taken twice).
    const again = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#456' } })
      .jpeg()
      .toBuffer();
    expect((await sendPhoto(number, again)).statusCode).toBe(200);
    expect((await objects()).length).toBe(2);
  });

  it('of an unknown parcel, or that are no picture, store nothing', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const unknown = await sendPhoto(freshTracking(), jpeg);
    expect(unknown.json().code).toBe('parcels.unknown_parcel');
    const who = await declaringCustomer(api);
    const number = freshTracking();
    const id = (await declare(api, who, declaration(number))).json().data.id as string;
    const notImage = await sendPhoto(number, Buffer.from('not a photo at all'), 'image/png');
    expect(notImage.statusCode).toBe(415);
    expect((await callAs(api, who, 'GET', `/parcels/${id}`)).json().data.photos).toEqual([]);
  });
});
