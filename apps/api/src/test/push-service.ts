import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, globalAgent, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request a push service received (RFC 8030 §5): its headers and the encrypted body. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestPushService {
  /** `https://127.0.0.1:{port}`: a device's endpoint is a path under it. */
  origin: string;
  received: ReceivedPush[];
  /** The status the service answers for a path (201 Created unless told otherwise). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

/** A certificate for 127.0.0.1, made by openssl for this run. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function listen(server: Server): Promise<number> {
  for (let tries = 0; tries < 20; tries += 1) {
    const port = 4700 + Math.floor(Math.random() * 100);
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (bound) return port;
  }
  throw new Error('no free port in 4700-4799 for the push service');
}

/**
 * A push service (RFC 8030) over HTTPS on a port of 4700-4799, as a browser vendor runs it: it takes each push
 * message's POST and answers 201, or the status a test sets for an endpoint (410 Gone: the device unsubscribed).
 * Its certificate is trusted by this process's default HTTPS agent for the test's length.
 */
export async function startPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  const port = await listen(server);
  const trusted = globalAgent.options.ca;
  globalAgent.options.ca = cert;
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    async close() {
      globalAgent.options.ca = trusted;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A browser's side of a push subscription: its P-256 key pair and auth secret (the Push API's `p256dh` and `auth`),
 * and the decryption of what reaches it, as RFC 8291 specifies, with node:crypto alone.
 */
export function testDevice() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    /** The plaintext of an `aes128gcm` body (RFC 8188 framing, RFC 8291 keys). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      if (record.length > recordSize) throw new Error('more than one record');
      const sharedSecret = ecdh.computeSecret(serverKey);
      // RFC 8291 §3.3: IKM from the ECDH secret, salted with the auth secret, over both public keys.
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
      // RFC 8188 §2.2, §2.3: the content-encryption key and the nonce from the body's salt.
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record's padding: a 2 delimiter, then zeros (RFC 8188 §2).
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('not the last record');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks a request's VAPID authorization (RFC 8292 §2–3): `vapid t=<JWT>, k=<key>`, the JWT signed ES256 by that key
 * for the endpoint's origin, not expired. Answers the key, or throws.
 */
export function vapidKeyOf(push: ReceivedPush, origin: string, now = Date.now()): string {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error('no VAPID authorization');
  const [, token = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; exp?: number };
  if (!signed || body.aud !== origin || !body.exp || body.exp * 1000 < now) throw new Error('a wrong VAPID token');
  return key;
}
