import type { FastifyServerOptions } from 'fastify';

/**
 * Anything that can carry a credential or a code is censored before a log line is written, and so is the
 * customer's network address (personal data; rate limits see it, logs need not).
 */
export const REDACT_PATHS = [
  'req.remoteAddress',
  'req.remotePort',
  'req.headers["x-forwarded-for"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.client_secret',
  '*.refresh_token',
  '*.access_token',
  '*.token',
  '*.otp',
  '*.sms_code',
  '*.verification_code',
  'body.code',
  'body.password',
  'body.client_secret',
  'body.refresh_token',
  '*.assertion',
  '*.credential',
  'body.assertion',
  'body.credential',
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}
