import { siteDocumentEndpoint, type SiteDocument, type SiteDocumentId } from '@yolla/contract';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatDay } from '../../lib/format.ts';

export interface DocumentPage {
  document: SiteDocument;
  updated: string;
}

/** A long document of the site; null when the API could not give it (the page says so). */
export async function loadDocument(id: SiteDocumentId, state: RequestState): Promise<DocumentPage | null> {
  try {
    const { data } = await state.api.call(siteDocumentEndpoint, { params: { id } }, { toast: false });
    return { document: data, updated: formatDay(data.updated_on, state.locale) };
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}
