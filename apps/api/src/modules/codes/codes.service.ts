import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_SENDS_PER_HOUR,
  CODE_TTL_SECONDS,
  type CodeSent,
} from '@yolla/contract';
import { isLocale, type Locale } from '@yolla/i18n';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import type { AddressedChannel, MessageTemplate, Messenger } from '../../lib/messages.ts';
import { codeErrors } from './codes.errors.ts';
import {
  consumeCode,
  countWrongTry,
  findCode,
  insertCode,
  lockCode,
  lockDestination,
  retireLiveCodes,
  sendsSince,
  sweepCodes,
} from './codes.repository.ts';
import type { OneTimeCodeRow } from './codes.table.ts';

const HOUR_MS = 3600_000;
/** A ticket can be resent within this long of its code; later the flow starts again. */
const RESEND_WINDOW_MS = HOUR_MS;
const KEEP_MS = 24 * HOUR_MS;

/** What a code send is for, and what goes out: the code's text, a notice instead of it, or nothing. */
export interface CodeRequest {
  purpose: string;
  channel: AddressedChannel;
  destination: string;
  customerId?: number | null;
  /** `none`: nothing is sent (an unknown account's recovery), yet the answer and the limits are the same. */
  template: MessageTemplate | 'none';
  language: Locale;
}

export type CodeLookup =
  | { ticket: string; purpose: string; customerId?: number | null }
  | { destination: string; purposes: readonly string[] };

/** `+994 ••••• 4567`; `d•••@yolla.test`. */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) return `${destination[0]}•••${destination.slice(at)}`;
  if (destination.length < 9) return `${destination.slice(0, 2)}•••`;
  return `${destination.slice(0, 4)} ${'•'.repeat(destination.length - 8)} ${destination.slice(-4)}`;
}

function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * One-time codes (decision 0024), the one implementation every flow uses: registration, phone change, recovery,
 * and later the phone step of a digital-identity sign-up. Time comes from `clock`, so tests move it.
 */
export function createCodeService({
  db,
  clock,
  messages,
  secret,
}: {
  db: Db;
  clock: Clock;
  messages: Messenger;
  secret: string;
}) {
  const hashOf = (id: string, code: string) => createHmac('sha256', secret).update(`${id}:${code}`).digest('base64url');

  function matches(row: OneTimeCodeRow, code: string): boolean {
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(hashOf(row.id, code));
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * Sends a new code for a destination and purpose, within the limits (one a minute, five an hour: 429 with
   * Retry-After past either), and retires the previous one. `within` runs in the same transaction (storing what the
   * code will confirm), so a refused send changes nothing. The message goes out after the commit.
   */
  async function send(request: CodeRequest, within?: (tx: Db) => Promise<void>): Promise<CodeSent> {
    const now = clock.now();
    const code = newCode();
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await lockDestination(tx, request.destination, request.purpose);
      const recent = await sendsSince(tx, request.destination, request.purpose, new Date(now.getTime() - HOUR_MS));
      const last = recent.at(-1);
      if (last && now.getTime() - last.getTime() < CODE_RESEND_SECONDS * 1000) {
        throw codeErrors.resendTooSoon(CODE_RESEND_SECONDS - (now.getTime() - last.getTime()) / 1000);
      }
      const first = recent[0];
      if (first && recent.length >= CODE_SENDS_PER_HOUR) {
        throw codeErrors.tooManyCodes((first.getTime() + HOUR_MS - now.getTime()) / 1000);
      }
      await retireLiveCodes(tx, request.destination, request.purpose, now);
      await insertCode(tx, {
        id,
        purpose: request.purpose,
        channel: request.channel,
        destination: request.destination,
        customerId: request.customerId ?? null,
        codeHash: hashOf(id, code),
        template: request.template,
        language: request.language,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      });
      await sweepCodes(tx, new Date(now.getTime() - KEEP_MS));
      if (within) await within(tx);
    });
    if (request.template !== 'none') {
      await messages.send({
        channel: request.channel,
        to: request.destination,
        template: request.template,
        params: { code },
        language: request.language,
        customerId: request.customerId ?? null,
        reference: `code:${id}`,
      });
    }
    return {
      ticket: id,
      destination: maskDestination(request.destination),
      expires_in: CODE_TTL_SECONDS,
      resend_in: CODE_RESEND_SECONDS,
    };
  }

  return {
    send,

    /** A new code in place of the ticket's, of the same kind, to the same destination, within the same limits. */
    async resend(ticket: string): Promise<CodeSent> {
      const row = await findCode(db, ticket);
      if (!row || clock.now().getTime() - row.createdAt.getTime() > RESEND_WINDOW_MS) throw codeErrors.sessionExpired();
      return send({
        purpose: row.purpose,
        channel: row.channel,
        destination: row.destination,
        customerId: row.customerId,
        template: row.template as MessageTemplate | 'none',
        language: isLocale(row.language) ? row.language : 'en',
      });
    },

    /**
     * Whether the ticket's code cannot arrive (the provider gave up, or the network reported it undeliverable or
     * expired). A request that sent nothing answers false, as a code on its way does, so the answer tells nothing of
     * accounts; only a destination that cannot receive at all tells more than the send did.
     */
    async undelivered(ticket: string): Promise<boolean> {
      const row = await findCode(db, ticket);
      if (!row || clock.now().getTime() - row.createdAt.getTime() > RESEND_WINDOW_MS) throw codeErrors.sessionExpired();
      if (row.template === 'none') return false;
      const reference = `code:${ticket}`;
      return (await messages.undelivered([reference])).has(reference);
    },

    /**
     * Redeems a code: the live code of the ticket (of that purpose, and that customer when given), or the latest of
     * a destination for the purposes given. Right: consumed and returned. Wrong: one of its five tries is spent (and
     * kept, whatever the caller does next). Locked while checked, so of two checks at once exactly one can win.
     */
    async redeem(lookup: CodeLookup, code: string): Promise<OneTimeCodeRow> {
      const now = clock.now();
      const byTicket = 'ticket' in lookup;
      const outcome = await db.transaction(async (tx) => {
        const row = await lockCode(tx, lookup);
        if (!row) return byTicket ? ('unknown' as const) : ('wrong' as const);
        if (byTicket) {
          const owner = lookup.customerId;
          if (row.purpose !== lookup.purpose || (owner !== undefined && row.customerId !== owner)) {
            return 'unknown' as const;
          }
        }
        const live = row.consumedAt === null && row.expiresAt > now && row.attempts < CODE_MAX_ATTEMPTS;
        if (!live) return 'expired' as const;
        if (!matches(row, code)) {
          await countWrongTry(tx, row.id);
          return 'wrong' as const;
        }
        await consumeCode(tx, row.id, now);
        return row;
      });
      if (outcome === 'unknown') throw codeErrors.sessionExpired();
      if (outcome === 'expired') throw codeErrors.expired();
      if (outcome === 'wrong') throw codeErrors.invalidCode();
      return outcome;
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;

declare module '../../http/module.ts' {
  interface Services {
    /** One-time codes: send within the limits, resend, redeem (decision 0024). */
    codes: CodeService;
  }
}
