import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs; credentials and cookies are censored wherever they appear. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'web' },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.client_secret',
          '*.access_token',
          '*.refresh_token',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
