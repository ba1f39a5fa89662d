import { createServer } from 'node:net';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModule } from '../../http/module.ts';
import { readAll, sampleImage, samplePdf } from '../../test/files.ts';
import { createCustomer, createTestApi, type TestApi } from '../../test/harness.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.ts';
import { storedFiles } from './files.table.ts';
import type { FileService } from './files.service.ts';

let files: FileService;
const probe = defineModule({
  name: 'test-files',
  setup: ({ services }) => {
    files = services.files;
    return {};
  },
});

let s3: LocalS3;
let api: TestApi;
let client: S3Client;
beforeAll(async () => {
  s3 = await startLocalS3();
  api = await createTestApi({ modules: [probe], env: s3.env });
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client?.destroy();
  await api?.close();
  await s3?.stop();
});

/** Every key in the bucket under `prefix`. */
async function bucketKeys(prefix = ''): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

describe('the file store in an S3-compatible bucket', () => {
  it('keeps a photo and its rendition in the bucket, privately typed, and gives them back to the owner only', async () => {
    expect(api.config.files).toMatchObject({ kind: 's3', bucket: s3.bucket, forcePathStyle: true });
    const { row: owner } = await createCustomer(api.database);
    const { row: other } = await createCustomer(api.database);
    const jpeg = await sampleImage(1600, 1200).jpeg().toBuffer();
    const saved = await files.save(api.database.db, { customerId: owner.id, kind: 'photo', bytes: jpeg });

    const key = `customers/${owner.id}/files/${saved.id}`;
    expect(await bucketKeys(`customers/${owner.id}/`)).toEqual([key, `${key}.phone`]);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head).toMatchObject({ ContentType: 'image/jpeg', ContentLength: jpeg.length });

    const original = await files.open(owner.id, saved.id);
    expect(original).toMatchObject({ contentType: 'image/jpeg', size: jpeg.length });
    expect(await readAll(original!.body)).toEqual(jpeg);
    const phone = await files.open(owner.id, saved.id, 'rendition');
    const metadata = await sharp(await readAll(phone!.body)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1280, height: 960 });

    expect(await files.open(other.id, saved.id)).toBeNull();
  });

  it('stores nothing for a refused file', async () => {
    const { row: owner } = await createCustomer(api.database);
    const png = await sampleImage(16, 16).png().toBuffer();
    await expect(
      files.save(api.database.db, { customerId: owner.id, kind: 'invoice', bytes: png, declaredName: 'invoice.pdf' }),
    ).rejects.toMatchObject({ code: 'file.type_mismatch' });
    expect(await bucketKeys(`customers/${owner.id}/`)).toEqual([]);
  });

  it('answers nothing for an object missing from the bucket, and removes a file’s objects with its row', async () => {
    const { row: owner } = await createCustomer(api.database);
    const saved = await files.save(api.database.db, { customerId: owner.id, kind: 'invoice', bytes: samplePdf() });
    expect(await files.remove(api.database.db, owner.id, saved.id)).toBe(true);
    expect(await bucketKeys(`customers/${owner.id}/`)).toEqual([]);
    await api.database.db.insert(storedFiles).values({
      customerId: owner.id,
      kind: 'invoice',
      storageKey: `customers/${owner.id}/files/gone`,
      contentType: 'application/pdf',
      byteSize: 10,
    });
    const [row] = await api.database.db.select().from(storedFiles).where(eq(storedFiles.customerId, owner.id));
    expect(await files.open(owner.id, row!.id)).toBeNull();
  });

  it('erases a customer’s objects by their folder, leaving a neighbour whose id starts the same', async () => {
    const { row: owner } = await createCustomer(api.database);
    const { row: other } = await createCustomer(api.database);
    await files.save(api.database.db, { customerId: owner.id, kind: 'invoice', bytes: samplePdf() });
    await files.save(api.database.db, {
      customerId: owner.id,
      kind: 'photo',
      bytes: await sampleImage(40, 40).png().toBuffer(),
    });
    const kept = await files.save(api.database.db, { customerId: other.id, kind: 'invoice', bytes: samplePdf() });
    // Customer 42's prefix is the start of customer 420's keys: the erasure must not reach them.
    const neighbour = `customers/${owner.id}0/files/kept`;
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: neighbour, Body: samplePdf() }));
    expect(await bucketKeys(`customers/${owner.id}/`)).toHaveLength(3);

    await api.database.db.transaction((tx) => files.removeOf(tx, owner.id));
    expect(await bucketKeys(`customers/${owner.id}/`)).toEqual([]);
    expect(await api.database.db.select().from(storedFiles).where(eq(storedFiles.customerId, owner.id))).toEqual([]);
    expect(await bucketKeys(neighbour)).toEqual([neighbour]);
    expect(await files.open(other.id, kept.id)).not.toBeNull();
  });
});

describe('a file store that cannot be reached', () => {
  it('fails the save, writing no row', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await createTestApi({
      modules: [probe],
      env: { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` },
    });
    try {
      const { row: owner } = await createCustomer(down.database);
      await expect(
        files.save(down.database.db, { customerId: owner.id, kind: 'invoice', bytes: samplePdf() }),
      ).rejects.toThrow();
      expect(await down.database.db.select().from(storedFiles).where(eq(storedFiles.customerId, owner.id))).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
