import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { SiteDocumentView } from '../../components/content/site-document.tsx';
import { Container } from '../../components/ui/layout.tsx';
import type { DocumentPage as PageData } from './documents.server.ts';

/** The privacy policy or the terms: the document, or the error state when it could not be loaded. */
export function DocumentPage({ page }: { page: PageData | null }) {
  if (!page) {
    return (
      <Container size="md" className="content-page">
        <ContentUnavailable />
      </Container>
    );
  }
  return <SiteDocumentView document={page.document} updated={page.updated} />;
}
