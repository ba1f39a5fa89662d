import {
  codeFormSchema,
  newPasswordFormSchema,
  passwordResetEndpoint,
  recoveryCodeEndpoint,
  recoveryRequestSchema,
  recoveryVerifyEndpoint,
  resendCodeEndpoint,
} from '@yolla/contract';
import { href } from 'react-router';
import type { RequestState, ServerContext } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';
import { intent, intentAction } from '../../lib/intents.server.ts';
import { codeUndelivered, secondsUntil } from '../../lib/otp.server.ts';
import { decodeRecoveryState, encodeRecoveryState, type RecoveryState } from '../../lib/recovery.server.ts';
import { clearTokens } from '../../lib/session.server.ts';

type Server = Pick<ServerContext, 'config'>;
export type Outcome<Kept extends string = string> = { ok: true; redirectTo: string } | FormFailure<Kept>;

/** A recovery lasts an hour at most (five codes an hour), the new-password step 15 minutes (the reset token's). */
const RECOVERY_TTL_MS = 3600_000;

function save(state: RequestState, server: Server, value: RecoveryState) {
  state.out.set(state.names.recovery, encodeRecoveryState(value, server.config.sessionSecret), {
    maxAge: Math.ceil((value.expiresAt - Date.now()) / 1000),
  });
}

function current(state: RequestState, server: Server): RecoveryState | null {
  return decodeRecoveryState(state.cookies[state.names.recovery], server.config.sessionSecret);
}

/** Step 1 (`/recover`): a code to the typed phone or e-mail; the same answer for every one of them. */
export async function startRecovery(form: Request | FormData, state: RequestState, server: Server): Promise<Outcome> {
  const parsed = await readForm(form, recoveryRequestSchema, { locale: state.locale, keep: ['username'] });
  if (!parsed.ok) return parsed;
  try {
    const { data } = await state.api.call(recoveryCodeEndpoint, { body: parsed.data }, { toast: false });
    const now = Date.now();
    save(state, server, {
      stage: 'code',
      destination: data.destination,
      ticket: data.ticket,
      resendAt: now + data.resend_in * 1000,
      expiresAt: now + RECOVERY_TTL_MS,
    });
    return { ok: true, redirectTo: href('/:lang/recover/code', { lang: state.lang }) };
  } catch (error) {
    return apiFailure(error, parsed.kept);
  }
}

/** What `/recover/code` shows: where the code went, when another may be asked for, whether it could not arrive. */
export async function codePage(state: RequestState, server: Server) {
  const recovery = current(state, server);
  const undelivered = recovery ? await codeUndelivered(state, recovery.ticket) : false;
  return { destination: recovery?.destination ?? '', resendIn: secondsUntil(recovery?.resendAt), undelivered };
}

const startPage = (state: RequestState) => ({ redirectTo: href('/:lang/recover', { lang: state.lang }) });

/**
 * Step 2 (`/recover/code`, lib/intents.server.ts): `code` for a reset token (kept in the cookie), `resend` for a new
 * code. Without a recovery waiting for its code, the visitor starts again.
 */
export const checkCode = intentAction(
  {
    code: intent({
      schema: codeFormSchema,
      run: async ({ data, state, server }) => {
        const recovery = current(state, server);
        if (recovery?.stage !== 'code') return startPage(state);
        const body = { ticket: recovery.ticket, code: data.code };
        const { data: answer } = await state.api.call(recoveryVerifyEndpoint, { body }, { toast: false });
        save(state, server, {
          stage: 'verified',
          destination: recovery.destination,
          ticket: answer.reset_token,
          expiresAt: Date.now() + answer.expires_in * 1000,
        });
        return { redirectTo: href('/:lang/recover/password', { lang: state.lang }) };
      },
    }),
    resend: intent({
      run: async ({ state, server }) => {
        const recovery = current(state, server);
        if (recovery?.stage !== 'code') return startPage(state);
        const { data } = await state.api.call(resendCodeEndpoint, { body: { ticket: recovery.ticket } });
        save(state, server, { ...recovery, ticket: data.ticket, resendAt: Date.now() + data.resend_in * 1000 });
      },
    }),
  },
  { back: (state) => href('/:lang/recover/code', { lang: state.lang }), fallback: 'code' },
);

/**
 * Step 3 (`/recover/password`): the new password. Every session of the account ends (this browser's too: its
 * cookies are cleared), the recovery is over, and the customer signs in again with the new password.
 */
export async function setNewPassword(form: Request | FormData, state: RequestState, server: Server): Promise<Outcome> {
  const recovery = current(state, server);
  if (!recovery || recovery.stage !== 'verified')
    return { ok: true, redirectTo: href('/:lang/recover', { lang: state.lang }) };
  const parsed = await readForm(form, newPasswordFormSchema, { locale: state.locale });
  if (!parsed.ok) return parsed;
  try {
    await state.api.call(passwordResetEndpoint, {
      body: { reset_token: recovery.ticket, password: parsed.data.password },
    });
    state.out.delete(state.names.recovery);
    clearTokens(state.out, state.names);
    return { ok: true, redirectTo: href('/:lang/login', { lang: state.lang }) };
  } catch (error) {
    return apiFailure(error, {});
  }
}
