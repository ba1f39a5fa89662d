import { signOutEndpoint } from '@yolla/contract';
import { translator } from '@yolla/i18n/server';
import { href, redirect } from 'react-router';
import type { Route } from './+types/sign-out';
import { SIGN_OUT_TOAST_ID } from '../features/cabinet-shell/sign-out-ids.ts';
import { requestState } from '../lib/request.server.ts';
import { clearTokens } from '../lib/session.server.ts';

/** Signs out: DELETE /me revokes the tokens, the cookies are cleared, and the customer lands on the home page. */
export async function action({ context }: Route.ActionArgs) {
  const state = requestState(context);
  if (state.session.auth) {
    try {
      await state.api.call(signOutEndpoint, {}, { toastId: SIGN_OUT_TOAST_ID });
    } catch {
      // The API said why (as a toast); the cookies are cleared either way.
    }
  } else {
    // The session had already ended (expired or revoked): confirm what the customer asked for.
    state.toasts.push({ type: 'success', message: translator(state.locale)('api.signed_out'), id: SIGN_OUT_TOAST_ID });
  }
  clearTokens(state.out, state.names);
  return redirect(href('/:lang', { lang: state.lang }));
}

export function loader({ context }: Route.LoaderArgs) {
  return redirect(href('/:lang', { lang: requestState(context).lang }));
}
