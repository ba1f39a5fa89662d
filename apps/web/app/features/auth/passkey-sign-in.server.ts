import {
  PASSKEY_GRANT,
  passkeyAuthenticationOptionsEndpoint,
  passkeyIdSchema,
  tokenEndpoint,
  type PasskeyChallenge,
} from '@yolla/contract';
import { translate } from '@yolla/i18n/server';
import { href } from 'react-router';
import type { RequestState } from '../../lib/context.ts';
import { apiFailure, type FormFailure } from '../../lib/form.server.ts';
import { intent } from '../../lib/intents.server.ts';
import { safeRedirect } from '../../lib/redirects.server.ts';
import { storeTokens } from '../../lib/session.server.ts';

/** A sign-in challenge for the browser's `navigator.credentials.get()`, or the API's refusal (throttled, outage). */
export async function passkeySignInOptions(state: RequestState): Promise<PasskeyChallenge | FormFailure> {
  try {
    return (await state.api.call(passkeyAuthenticationOptionsEndpoint, {}, { toast: false })).data;
  } catch (error) {
    return apiFailure(error, {});
  }
}

/**
 * `intent=passkey` on the sign-in page: the challenge's id and the browser's assertion (JSON) go to the token
 * endpoint's passkey grant with the web app's client credentials; on success the tokens are stored in the same
 * cookies as a password sign-in, and the customer goes on to the page first asked for (or the cabinet). A malformed
 * assertion is refused with the passkey's own message.
 */
export const passkeySignIn = intent({
  run: async ({ form, state, server: { config, pages } }) => {
    const challengeId = passkeyIdSchema.safeParse(form.get('challenge_id'));
    const assertion = form.get('assertion');
    if (!challengeId.success || typeof assertion !== 'string' || assertion.length > 16_384) {
      const message = translate(state.locale, 'errors.passkeys.invalid');
      return { ok: false, status: 400, message, fields: {}, values: {} };
    }
    const tokens = await state.api.call(
      tokenEndpoint,
      {
        body: {
          grant_type: PASSKEY_GRANT,
          challenge_id: challengeId.data,
          assertion,
          client_id: config.client.id,
          client_secret: config.client.secret,
        },
      },
      { toast: false },
    );
    storeTokens(state.out, state.names, tokens, config.cookies.refreshMaxAge);
    const fallback = href('/:lang/cabinet', { lang: state.lang });
    const redirect = form.get('redirect');
    const target = typeof redirect === 'string' ? redirect : undefined;
    return { redirectTo: safeRedirect(target, { lang: state.lang, fallback, isPage: pages }) };
  },
});
