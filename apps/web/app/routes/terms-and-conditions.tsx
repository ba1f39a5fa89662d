import type { Route } from './+types/terms-and-conditions';
import { DocumentPage } from '../features/documents/document-page.tsx';
import { loadDocument } from '../features/documents/documents.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState } from '../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  return {
    head: pageHead(args, 'documents.meta.terms'),
    page: await loadDocument('terms-and-conditions', requestState(args.context)),
  };
}

export const meta = pageMeta;

export default function Document({ loaderData }: Route.ComponentProps) {
  return <DocumentPage page={loaderData.page} />;
}
