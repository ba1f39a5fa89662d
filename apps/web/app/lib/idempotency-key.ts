/**
 * The form field that carries a money-moving form's `Idempotency-Key` (decision 0037). The loader renders each form
 * with a fresh key (`newIdempotencyKey`, server side); the action sends the posted key with the API call, so a double
 * click, a retried post or a reload after a lost answer moves money once. A form rendered again gets a new key.
 */
export const IDEMPOTENCY_FIELD = 'idempotency_key';
