import { signInFormSchema, tokenEndpoint } from '@yolla/contract';
import type { RequestState, ServerContext } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';
import { safeRedirect } from '../../lib/redirects.server.ts';
import { storeTokens } from '../../lib/session.server.ts';
import { href } from 'react-router';

export type SignInResult = { ok: true; redirectTo: string } | FormFailure<'username'>;

/**
 * Validates the form, asks the API's token endpoint with the web app's confidential client
 * credentials, and on success stores both tokens in cookies. A failure stores nothing, and
 * what the customer typed comes back with it (never the password).
 */
export async function signIn(
  form: Request | FormData,
  state: RequestState,
  { config, pages }: Pick<ServerContext, 'config' | 'pages'>,
): Promise<SignInResult> {
  const parsed = await readForm(form, signInFormSchema, { locale: state.locale, keep: ['username'] });
  if (!parsed.ok) return parsed;
  try {
    const tokens = await state.api.call(
      tokenEndpoint,
      {
        body: {
          grant_type: 'password',
          username: parsed.data.username,
          password: parsed.data.password,
          client_id: config.client.id,
          client_secret: config.client.secret,
        },
      },
      { toast: false },
    );
    storeTokens(state.out, state.names, tokens, config.cookies.refreshMaxAge);
    const fallback = href('/:lang/cabinet', { lang: state.lang });
    return { ok: true, redirectTo: safeRedirect(parsed.data.redirect, { lang: state.lang, fallback, isPage: pages }) };
  } catch (error) {
    // The API's status goes to the browser as well: 400 for wrong credentials, 429 when throttled, 503 in an outage.
    return apiFailure(error, parsed.kept);
  }
}
