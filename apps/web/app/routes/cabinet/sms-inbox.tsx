import type { Route } from './+types/sms-inbox';
import { smsInboxPage } from '../../features/sms-inbox/sms-inbox.server.ts';
import { SmsInboxScreen } from '../../features/sms-inbox/sms-inbox-screen.tsx';
import { marketplaceOfPath } from '../../features/sms-inbox/sms-inbox-view.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { notFound } from '../../lib/params.server.ts';
import { requestState } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const marketplace = marketplaceOfPath(new URL(args.request.url).pathname);
  if (!marketplace) throw notFound(args.request);
  return {
    head: pageHead(args, 'smsInbox.meta'),
    lang: state.lang,
    page: await smsInboxPage(state, args.request, marketplace),
  };
}

export const meta = pageMeta;

export default function SmsInboxRoute({ loaderData }: Route.ComponentProps) {
  return <SmsInboxScreen lang={loaderData.lang} page={loaderData.page} />;
}
