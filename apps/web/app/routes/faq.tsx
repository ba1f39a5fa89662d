import type { Route } from './+types/faq';
import { FaqPage } from '../features/faq/faq-page.tsx';
import { faqStructuredData, loadFaq } from '../features/faq/faq.server.ts';
import { faqSearch } from '../features/faq/faq-search.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState } from '../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const groups = await loadFaq(requestState(args.context));
  const search = faqSearch.parse(args.request).q;
  return {
    head: pageHead(args, 'faq.meta', groups ? { structuredData: faqStructuredData(groups) } : {}),
    groups,
    search,
  };
}

export const meta = pageMeta;

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage groups={loaderData.groups} initialSearch={loaderData.search} />;
}
