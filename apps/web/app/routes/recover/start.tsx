import { redirect } from 'react-router';
import type { Route } from './+types/start';
import { startRecovery } from '../../features/recovery/recovery.server.ts';
import { RecoveryStartForm } from '../../features/recovery/recovery-forms.tsx';
import { refuse } from '../../lib/form.server.ts';
import { guards } from '../../lib/guards/registry.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export const middleware: Route.MiddlewareFunction[] = guards('guest');

export function loader(args: Route.LoaderArgs) {
  return { head: pageHead(args, 'recovery.meta.start'), lang: requestState(args.context).lang };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await startRecovery(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function RecoverStart({ loaderData, actionData }: Route.ComponentProps) {
  return <RecoveryStartForm lang={loaderData.lang} answer={actionData ?? null} />;
}
