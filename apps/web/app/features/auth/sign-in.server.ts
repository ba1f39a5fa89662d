import { signInFormSchema, tokenEndpoint } from '@yolla/contract';
import { href } from 'react-router';
import { intent, intentAction } from '../../lib/intents.server.ts';
import { safeRedirect } from '../../lib/redirects.server.ts';
import { storeTokens } from '../../lib/session.server.ts';
import { passkeySignIn } from './passkey-sign-in.server.ts';

/**
 * `intent=password`, the page's main form (also taken without an intent, as scripts post it): asks the API's token
 * endpoint with the web app's confidential client credentials, and on success stores both tokens in cookies. A
 * failure stores nothing, and what the customer typed comes back with it (never the password); the API's status
 * goes to the browser as well: 400 for wrong credentials, 429 when throttled, 503 in an outage.
 */
const passwordSignIn = intent({
  schema: signInFormSchema,
  keep: ['username'],
  run: async ({ data, state, server: { config, pages } }) => {
    const tokens = await state.api.call(
      tokenEndpoint,
      {
        body: {
          grant_type: 'password',
          username: data.username,
          password: data.password,
          client_id: config.client.id,
          client_secret: config.client.secret,
        },
      },
      { toast: false },
    );
    storeTokens(state.out, state.names, tokens, config.cookies.refreshMaxAge);
    const fallback = href('/:lang/cabinet', { lang: state.lang });
    return { redirectTo: safeRedirect(data.redirect, { lang: state.lang, fallback, isPage: pages }) };
  },
});

/** The sign-in page's action (lib/intents.server.ts): the password form, or a passkey's assertion. */
export const signIn = intentAction(
  { password: passwordSignIn, passkey: passkeySignIn },
  { back: (state) => href('/:lang/login', { lang: state.lang }), fallback: 'password' },
);
