import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '../../test/files.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { getMe } from '../../test/requests.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({
    env: {
      PICTURE_MAX_BYTES: String(1024 * 1024),
      SETTINGS_RATE_IP_MAX: '100000',
      PICTURE_UPLOAD_RATE_IP_MAX: '100000',
    },
  });
});
afterAll(() => api.close());

interface Part {
  name: string;
  content: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
async function multipart(parts: Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename) form.append(part.name, new Blob([part.content], { type: part.type ?? '' }), part.filename);
    else form.append(part.name, String(part.content));
  }
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

async function upload(who: SignedIn, file: Omit<Part, 'name'> & { field?: string }) {
  const body = await multipart([{ name: file.field ?? 'picture', ...file }]);
  return callAs(api, who, 'PUT', '/me/picture', body);
}

/** The picture as anyone on the internet gets it from its URL (no credentials). */
function fetchPicture(url: string) {
  return api.app.inject({ method: 'GET', url: new URL(url).pathname });
}

describe('uploading a picture', () => {
  it('takes the type from the bytes: a PNG named photo.jpg and declared as JPEG is a PNG, and fine', async () => {
    const who = await signedInCustomer(api);
    const png = await sampleImage(640, 480).png().toBuffer();
    const response = await upload(who, { content: png, filename: 'photo.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { picture: expect.stringMatching(/^http:\/\/localhost:3001\/api\/v1\/client\/pictures\/[\w-]{22}$/) },
      message: 'Your new picture is saved.',
    });
  });

  it('re-encodes it as a 256×256 WebP without the original’s metadata, served publicly and immutably', async () => {
    const who = await signedInCustomer(api);
    const jpeg = await sampleImage(1200, 800)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Customer', ImageDescription: 'home' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { picture } = (await upload(who, { content: jpeg, filename: 'me.jpeg', type: 'image/jpeg' })).json().data;

    const served = await fetchPicture(picture);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
  });

  it('turns a photo upright by its EXIF orientation before cropping', async () => {
    const who = await signedInCustomer(api);
    // Stored sideways: left half red, right half blue, with "rotate 90° clockwise to view" (orientation 6).
    const pixels = Buffer.alloc(400 * 200 * 3);
    for (let i = 0; i < 400 * 200; i += 1) pixels.set(i % 400 < 200 ? [255, 0, 0] : [0, 0, 255], i * 3);
    const jpeg = await sharp(pixels, { raw: { width: 400, height: 200, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { picture } = (await upload(who, { content: jpeg, filename: 'a.jpg', type: 'image/jpeg' })).json().data;
    const { data, info } = await sharp((await fetchPicture(picture)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    // Upright, red is on top and blue below, whatever the column.
    const [topRed, , topBlue] = at(200, 20) as [number, number, number];
    const [bottomRed, , bottomBlue] = at(56, 236) as [number, number, number];
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('accepts WebP', async () => {
    const who = await signedInCustomer(api);
    const webp = await sampleImage(300, 500).webp().toBuffer();
    const { picture } = (await upload(who, { content: webp, filename: 'x.webp', type: 'image/webp' })).json().data;
    const metadata = await sharp((await fetchPicture(picture)).rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('makes the picture the customer’s: /me and the profile give its absolute URL', async () => {
    const who = await signedInCustomer(api);
    const { picture } = (
      await upload(who, { content: await sampleImage(64, 64).png().toBuffer(), filename: 'a.png', type: 'image/png' })
    ).json().data;
    expect(picture.startsWith(`${api.config.issuer}/`)).toBe(true);
    expect((await getMe(api, `Bearer ${who.accessToken}`)).json().data.picture).toBe(picture);
    expect((await callAs(api, who, 'GET', '/me/profile')).json().data.picture).toBe(picture);
  });

  it('gives every upload a new URL and removes the previous picture', async () => {
    const who = await signedInCustomer(api);
    const png = await sampleImage(64, 64).png().toBuffer();
    const first = (await upload(who, { content: png, filename: 'a.png', type: 'image/png' })).json().data.picture;
    const second = (await upload(who, { content: png, filename: 'a.png', type: 'image/png' })).json().data.picture;
    expect(second).not.toBe(first);
    expect((await fetchPicture(first)).statusCode).toBe(404);
    expect((await fetchPicture(second)).statusCode).toBe(200);
  });

  it('refuses a text file named .png and declared as PNG: 415', async () => {
    const who = await signedInCustomer(api);
    const response = await upload(who, { content: 'just some text, no image', filename: 'me.png', type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'picture.unsupported_type',
      message: 'Upload a PNG, JPEG or WebP picture.',
    });
  });

  it('refuses images of other formats (GIF, SVG): 415', async () => {
    const who = await signedInCustomer(api);
    const gif = await sampleImage(32, 32).gif().toBuffer();
    expect((await upload(who, { content: gif, filename: 'a.png', type: 'image/png' })).statusCode).toBe(415);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect((await upload(who, { content: svg, filename: 'a.svg', type: 'image/svg+xml' })).statusCode).toBe(415);
  });

  it('refuses a file over the size limit: 413, naming the limit in the request’s language', async () => {
    const who = await signedInCustomer(api);
    const noise = Buffer.from(Array.from({ length: 900 * 900 * 3 }, () => Math.floor(Math.random() * 256)));
    const big = await sharp(noise, { raw: { width: 900, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const body = await multipart([{ name: 'picture', content: big, filename: 'big.png', type: 'image/png' }]);
    const response = await callAs(api, who, 'PUT', '/me/picture', { ...body, language: 'az' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'picture.too_large',
      message: 'Şəklin ölçüsü həddən artıq böyükdür.',
      errors: { picture: ['Faylın ölçüsü ən çoxu 1 MB ola bilər.'] },
    });
    expect((await getMe(api, `Bearer ${who.accessToken}`)).json().data.picture).toBeNull();
  });

  it('refuses a broken image with a valid signature: 400, not 500', async () => {
    const who = await signedInCustomer(api);
    const png = await sampleImage(64, 64).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    const response = await upload(who, { content: broken, filename: 'a.png', type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('picture.unreadable');
  });

  it('refuses a small file claiming enormous dimensions (a decompression bomb) before decoding it', async () => {
    const who = await signedInCustomer(api);
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(30_000, 0); // width
    header.writeUInt32BE(30_000, 4); // height: 900 megapixels
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(30_001 * 3 * 4))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(4096);
    const response = await upload(who, { content: bomb, filename: 'a.png', type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('picture.unreadable');
  });

  it('needs a file in the "picture" field of a multipart body', async () => {
    const who = await signedInCustomer(api);
    const png = await sampleImage(16, 16).png().toBuffer();
    const wrongField = await upload(who, { field: 'avatar', content: png, filename: 'a.png', type: 'image/png' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('picture.missing');
    const noFile = await callAs(api, who, 'PUT', '/me/picture', await multipart([{ name: 'picture', content: 'x' }]));
    expect(noFile.json().code).toBe('picture.missing');
    const empty = await upload(who, { content: Buffer.alloc(0), filename: 'a.png', type: 'image/png' });
    expect(empty.json().code).toBe('picture.missing');
    const json = await callAs(api, who, 'PUT', '/me/picture', { payload: { picture: 'data:image/png;base64,AAAA' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('common.unsupported_media_type');
    const broken = await callAs(api, who, 'PUT', '/me/picture', {
      payload: '--xyz\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('removing the picture', () => {
  it('clears it from /me and the URL stops working', async () => {
    const who = await signedInCustomer(api);
    const png = await sampleImage(32, 32).png().toBuffer();
    const { picture } = (await upload(who, { content: png, filename: 'a.png', type: 'image/png' })).json().data;
    const response = await callAs(api, who, 'DELETE', '/me/picture');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { picture: null }, message: 'Your picture is removed.' });
    expect((await getMe(api, `Bearer ${who.accessToken}`)).json().data.picture).toBeNull();
    expect((await fetchPicture(picture)).statusCode).toBe(404);
  });
});

describe('the picture URL', () => {
  it('is 404 for a picture that never existed', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/client/pictures/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('common.not_found');
  });
});
