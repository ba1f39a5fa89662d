import { MACHINE_CLOCK_TOLERANCE_SECONDS, PHOTO_MAX_BYTES, type MachinePartner } from '@yolla/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error.ts';
import type { createMachineVerifier } from '../lib/machine-signature.ts';
import type { SeenRequests } from '../lib/seen-requests.ts';

/** The partner system a machine route was called by, once its signature passed. */
export interface MachineCaller {
  partner: MachinePartner;
  keyId: string;
  /** The SHA-256 (hex) of the body's bytes as signed. */
  bodySha256: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner of the machine scope (null elsewhere). */
    machine: MachineCaller | null;
  }
}

const EMPTY = new Uint8Array(0);

/** Image bodies the machine scope reads as bytes, and how large one may be (a full-resolution photo). */
export const MACHINE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MACHINE_IMAGE_MAX_BYTES = PHOTO_MAX_BYTES;
const rawBodies = new WeakMap<FastifyRequest, Uint8Array>();

/** How long a seen nonce is remembered: as long as its timestamp could still pass, either way. */
const REMEMBER_MS = 2 * MACHINE_CLOCK_TOLERANCE_SECONDS * 1000;

/**
 * The machine scope (decision 0028): the body is kept as the bytes that were signed, then, before validation, the
 * signature is checked once for every route of the scope — key, signature, timestamp within five minutes, nonce not seen
 * before with this key — and the route gets its caller. A refusal is 401 with a stable `machine.*` code and changes nothing.
 */
export async function machineAccess(
  scope: FastifyInstance,
  options: { verify: ReturnType<typeof createMachineVerifier>; seenRequests: SeenRequests },
): Promise<void> {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    rawBodies.set(request, bytes);
    parseJson(request, bytes.toString('utf8'), done);
  });
  // Pictures a partner sends (the warehouse's photos of a parcel): the body is the image's bytes, signed as such.
  scope.addContentTypeParser(
    [...MACHINE_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: MACHINE_IMAGE_MAX_BYTES },
    (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      done(null, body);
    },
  );
  scope.addHook('preValidation', async (request) => {
    const verdict = options.verify({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: rawBodies.get(request) ?? EMPTY,
    });
    if (!verdict.ok) throw new ApiError(verdict.code);
    const { key, nonce, bodySha256 } = verdict;
    if (!(await options.seenRequests.firstSighting(`${key.id}:${nonce}`, REMEMBER_MS))) {
      throw new ApiError('machine.replay');
    }
    request.machine = { partner: key.partner, keyId: key.id, bodySha256 };
  });
}
