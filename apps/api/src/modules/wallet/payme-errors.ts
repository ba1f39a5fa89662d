import { PAYME_ACCOUNT_FIELD, PAYME_ERRORS, type PaymeAnswer, type PaymeErrorName } from '@yolla/contract';
import { translator } from '@yolla/i18n/server';

/**
 * A refusal in Payme's terms (its documented code). Account errors (-31050…-31099) name the account field in
 * `data`, as the documentation asks.
 */
export class PaymeError extends Error {
  readonly code: number;
  readonly data: string | undefined;
  readonly error: PaymeErrorName;
  constructor(error: PaymeErrorName) {
    super(error);
    this.error = error;
    this.code = PAYME_ERRORS[error];
    this.data = this.code <= -31050 && this.code >= -31099 ? PAYME_ACCOUNT_FIELD : undefined;
  }
}

const ru = translator('ru');
const uz = translator('uz');
const en = translator('en');

/** The error answer: HTTP 200, the code, the message in Russian, Uzbek and English, the request's id. */
export function paymeErrorAnswer(id: PaymeAnswer['id'], error: PaymeError): PaymeAnswer {
  const key = `payme.${error.error}` as const;
  return {
    jsonrpc: '2.0',
    id,
    error: {
      code: error.code,
      message: { ru: ru(key), uz: uz(key), en: en(key) },
      ...(error.data ? { data: error.data } : {}),
    },
  };
}
