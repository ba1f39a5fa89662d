import { faqEndpoint, type FaqGroup } from '@yolla/contract';
import { plainText } from './faq-search.ts';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';

/** The questions in their groups; null when the API could not give them (the page says so). */
export async function loadFaq(state: RequestState): Promise<FaqGroup[] | null> {
  try {
    return (await state.api.call(faqEndpoint, {}, { toast: false })).data;
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}

/** schema.org FAQPage of every question, for search engines (JSON-LD in the page head). */
export function faqStructuredData(groups: readonly FaqGroup[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.questions.map((question) => ({
        '@type': 'Question',
        name: question.question,
        acceptedAnswer: { '@type': 'Answer', text: plainText(question.answer) },
      })),
    ),
  };
}
