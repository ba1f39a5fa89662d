import type { MachinePartner } from '@yolla/contract';
import { DEV_MACHINE_KEYS } from '../dev-secrets.ts';
import { parseMachineKeys, signMachineRequest, type MachineKey } from '../lib/machine-signature.ts';
import type { TestApi } from './harness.ts';

/** The development key of a partner (the test API runs on the published keys unless MACHINE_KEYS is set). */
export function developmentKey(partner: MachinePartner): MachineKey {
  const parsed = parseMachineKeys(DEV_MACHINE_KEYS);
  const key = 'keys' in parsed ? parsed.keys.find((candidate) => candidate.partner === partner) : undefined;
  if (!key) throw new Error(`no development key for ${partner}`);
  return key;
}

/**
 * A request to `/api/v1/machine{path}` signed with `key` now (or at `timestamp`, Unix seconds) with a fresh nonce
 * (or `nonce`), the body as JSON.
 * `tamper` changes the request after signing (a test of what the signature covers).
 */
export function signedCall(
  api: TestApi,
  key: Pick<MachineKey, 'id' | 'secret'>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: {
    body?: unknown;
    timestamp?: number;
    /** The nonce to sign with (a fresh one otherwise): the same nonce again is a replay. */
    nonce?: string;
    remoteAddress?: string;
    tamper?: { body?: string; path?: string; headers?: Record<string, string> };
  } = {},
) {
  const pathAndQuery = `/api/v1/machine${path}`;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = signMachineRequest(key, {
    method,
    pathAndQuery,
    ...(payload === undefined ? {} : { body: payload }),
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
  });
  const sent = options.tamper?.body ?? payload;
  return api.app.inject({
    method,
    url: options.tamper?.path ? `/api/v1/machine${options.tamper.path}` : pathAndQuery,
    headers: {
      ...headers,
      ...(sent === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.tamper?.headers,
    },
    ...(sent === undefined ? {} : { payload: sent }),
    remoteAddress: options.remoteAddress ?? '198.51.100.7',
  });
}
