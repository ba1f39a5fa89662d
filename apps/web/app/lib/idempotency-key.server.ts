import { randomBytes } from 'node:crypto';
import { idempotencyKeySchema } from '@yolla/contract';
import { IDEMPOTENCY_FIELD } from './idempotency-key.ts';

/** A fresh key for one rendering of a money-moving form (24 URL-safe characters, 144 random bits). */
export function newIdempotencyKey(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The key a money-moving form was posted with; a form posted without a valid one (a hand-made post) gets a fresh
 * key, which the API then treats as a request of its own.
 */
export function idempotencyKeyOf(form: FormData): string {
  const parsed = idempotencyKeySchema.safeParse(form.get(IDEMPOTENCY_FIELD));
  return parsed.success ? parsed.data : newIdempotencyKey();
}
