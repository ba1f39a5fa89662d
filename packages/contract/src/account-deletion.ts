import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { apiMessageSchema, type ErrorCode } from './errors.ts';

/**
 * Why an account cannot be deleted yet: each is an error code of its own (409) with a message saying what to
 * settle first. The wallet, parcels and orders modules answer with these from their pending-obligation checks.
 */
export type PendingObligation = Extract<ErrorCode, `deletion.pending_${string}`>;

export const accountDeletionSchema = z.strictObject({
  /** The current password; required when the account has one (accounts made through the digital identity may not). */
  password: z.optional(z.string().check(z.maxLength(256))),
});

export const deleteAccountEndpoint = endpoint({
  method: 'POST',
  path: '/me/deletion',
  access: 'customer',
  limit: 'settings',
  body: accountDeletionSchema,
  response: apiMessageSchema,
  errors: ['deletion.wrong_password', 'deletion.pending_money', 'deletion.pending_parcels'],
  tags: ['settings'],
  summary: 'Delete the account: personal data erased, every session ended, no more sign-in',
  description:
    'Refused with 409 while something is pending: the code names the first reason (deletion.pending_*) and ' +
    '`errors.obligations` lists every reason’s message. Otherwise name, surname, e-mail, phone, customer ID, birth ' +
    'date, picture, addresses and password are erased (the suite code stays for accounting), the status becomes ' +
    'deleted and every session and refresh token is revoked.',
});
