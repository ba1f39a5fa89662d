import { href, redirect } from 'react-router';
import type { Route } from './+types/passkey-options';
import { passkeySignInOptions } from '../features/auth/passkey-sign-in.server.ts';
import { passkeyRegistrationOptions } from '../features/settings/passkeys.server.ts';
import { requestState } from '../lib/request.server.ts';

/**
 * The WebAuthn options the browser's passkey ceremonies start from, fetched by the login page (`intent=sign-in`) and
 * the settings page (`intent=add`, signed in). Answers `{ challenge_id, options }`, or `{ message }` with the API's
 * status; the browser never calls the API itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const state = requestState(context);
  const intent = (await request.formData()).get('intent');
  if (intent === 'add' && !state.session.auth) return Response.json({ message: null }, { status: 401 });
  if (intent !== 'add' && intent !== 'sign-in') return Response.json({ message: null }, { status: 400 });
  const answer = intent === 'add' ? await passkeyRegistrationOptions(state) : await passkeySignInOptions(state);
  if ('ok' in answer) return Response.json({ message: answer.message }, { status: answer.status });
  return Response.json({ challenge_id: answer.challenge_id, options: answer.options });
}

export function loader({ context }: Route.LoaderArgs) {
  return redirect(href('/:lang', { lang: requestState(context).lang }));
}
