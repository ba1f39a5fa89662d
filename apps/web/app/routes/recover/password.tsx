import { redirect } from 'react-router';
import type { Route } from './+types/password';
import { setNewPassword } from '../../features/recovery/recovery.server.ts';
import { NewPasswordForm } from '../../features/recovery/recovery-forms.tsx';
import { refuse } from '../../lib/form.server.ts';
import { guards } from '../../lib/guards/registry.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export const middleware: Route.MiddlewareFunction[] = guards('reset-password');

export function loader(args: Route.LoaderArgs) {
  return { head: pageHead(args, 'recovery.meta.password'), lang: requestState(args.context).lang };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await setNewPassword(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function RecoverPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <NewPasswordForm lang={loaderData.lang} answer={actionData ?? null} />;
}
