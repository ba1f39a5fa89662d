import { useMemo } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/contact';
import { ContactPage } from '../features/contact/contact-page.tsx';
import { loadOffices, sendContactMessage } from '../features/contact/contact.server.ts';
import { refuse } from '../lib/form.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState } from '../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  return { head: pageHead(args, 'contact.meta'), offices: await loadOffices(requestState(args.context)) };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await sendContactMessage(request, requestState(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const answer = useMemo(() => actionData ?? null, [actionData]);
  return <ContactPage offices={loaderData.offices} answer={answer} />;
}
