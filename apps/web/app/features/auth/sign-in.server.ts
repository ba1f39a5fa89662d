import { signInFormSchema, toFieldIssues, tokenEndpoint } from '@yolla/contract';
import { translator } from '@yolla/i18n/server';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState, ServerContext } from '../../lib/context.ts';
import { fieldErrors, firstMessages } from '../../lib/form-errors.ts';
import { safeRedirect } from '../../lib/redirects.server.ts';
import { storeTokens } from '../../lib/session.server.ts';

export type SignInResult =
  | { ok: true; redirectTo: string }
  | { ok: false; status: number; message: string | null; fields: Record<string, string>; values: { username: string } };

/**
 * Validates the form, asks the API's token endpoint with the web app's confidential client
 * credentials, and on success stores both tokens in cookies. A failure stores nothing.
 */
export async function signIn(
  form: FormData,
  state: RequestState,
  { config, pages }: Pick<ServerContext, 'config' | 'pages'>,
): Promise<SignInResult> {
  const t = translator(state.locale);
  // What the customer typed comes back with an error, so the form is not emptied (never the password).
  const values = { username: String(form.get('username') ?? '').slice(0, 254) };
  const parsed = signInFormSchema.safeParse({
    username: form.get('username') ?? '',
    password: form.get('password') ?? '',
    redirect: form.get('redirect') || undefined,
  });
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      message: null,
      fields: fieldErrors(toFieldIssues(parsed.error), t),
      values,
    };
  }
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
    const fallback = `/${state.lang}/cabinet`;
    return { ok: true, redirectTo: safeRedirect(parsed.data.redirect, { lang: state.lang, fallback, isPage: pages }) };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      // The API's status goes to the browser as well: 400 for wrong credentials, 429 when throttled, 503 in an outage.
      return { ok: false, status: error.status, message: error.message, fields: firstMessages(error.fields), values };
    }
    throw error;
  }
}
