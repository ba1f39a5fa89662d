import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/**
 * One-time codes sent by SMS (or e-mail, for recovery): 6 digits, valid 10 minutes, single use, bound to the
 * number (or address) they went to and to their purpose; 5 wrong tries end a code; a new code at most once a
 * minute and 5 an hour for one number and purpose (decision 0024).
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;
export const CODE_SENDS_PER_HOUR = 5;

/** What a code proves. A later purpose (a digital-identity sign-up's phone step) is added here. */
export const CODE_PURPOSES = ['registration', 'phone_change', 'recovery'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Six digits; spaces and dashes a customer types between them are dropped. */
export const codeSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(20)),
    z.transform((value: string) => value.replace(/[\s-]+/g, '')),
  ),
  z.string().check(z.refine((value) => /^\d{6}$/.test(value), { error: 'validation.code' })),
);

/** The handle of one sent code (its id): the next step names it to check or resend the code. */
export const ticketSchema = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

/** The answer to every request that sends a code: the same shape whether or not an account exists. */
export const codeSentSchema = z.object({
  ticket: ticketSchema,
  /** Where the code went, masked (`+994 •• ••• •5 67`, `d•••@yolla.test`). */
  destination: z.string(),
  /** Seconds until the code expires. */
  expires_in: z.int(),
  /** Seconds until another code may be asked for. */
  resend_in: z.int(),
});

export type CodeSent = z.infer<typeof codeSentSchema>;

export const codeSentResponseSchema = z.object({ data: codeSentSchema, message: z.optional(z.string()) });

/** The code form of the one-time-code pages (`/otp`, `/recover/code`). */
export const codeFormSchema = z.object({ code: codeSchema });

export const CODE_LIMIT_ERRORS = ['codes.resend_too_soon', 'codes.too_many_codes'] as const;

/** Sends a new code for the same number and purpose as the ticket's; the old code stops working. */
export const resendCodeEndpoint = endpoint({
  method: 'POST',
  path: '/codes/resend',
  access: 'public',
  limit: 'codes',
  body: z.object({ ticket: ticketSchema }),
  response: codeSentResponseSchema,
  errors: ['codes.session_expired', ...CODE_LIMIT_ERRORS],
  tags: ['codes'],
  summary: 'Send a new one-time code in place of the ticket’s',
  description:
    `At most one code a minute and ${CODE_SENDS_PER_HOUR} an hour for one number and purpose: past either, 429 ` +
    'with Retry-After. The answer names a new ticket; the previous code stops working.',
});

/** Whether a sent code reached its destination, as far as the SMS network or the mail server told. */
export const codeDeliverySchema = z.object({
  /**
   * True when the code cannot arrive: the provider gave up on it, or the network reported it undeliverable or
   * expired. False while it is on its way, once sent or delivered, and when nothing was sent.
   */
  undelivered: z.boolean(),
});

export type CodeDelivery = z.infer<typeof codeDeliverySchema>;

/** What became of the ticket's code, so the code page can say it did not arrive and offer another way. */
export const codeDeliveryEndpoint = endpoint({
  method: 'GET',
  path: '/codes/delivery',
  access: 'public',
  limit: 'verify',
  query: z.object({ ticket: ticketSchema }),
  response: z.object({ data: codeDeliverySchema }),
  errors: ['codes.session_expired'],
  tags: ['codes'],
  summary: 'Whether the ticket’s code could not be delivered',
  description:
    'Answers the same for a code on its way and for a request that sent nothing (an unknown account’s recovery), ' +
    'so it tells nothing of accounts; a ticket unknown or older than an hour is 400 codes.session_expired.',
});
