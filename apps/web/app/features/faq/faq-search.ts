import type { Block, FaqGroup } from '@yolla/contract';
import { param, searchSchema } from '../../lib/search-params.ts';

/** `/{lang}/faq`'s query: the search (`?q=`), which the loader applies without JavaScript. */
export const faqSearch = searchSchema({ q: param.text(100) });

/** An answer's text without its structure (lists joined), for search and for search engines. */
export const plainText = (blocks: readonly Block[]) =>
  blocks.map((block) => (block.kind === 'p' ? block.text : block.items.join('; '))).join('\n');

/** Whether a question matches every word of a search, in its question or answer, ignoring case. */
export function matchesSearch(question: FaqGroup['questions'][number], search: string, locale: string): boolean {
  const words = search.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${question.question}\n${plainText(question.answer)}`.toLocaleLowerCase(locale);
  return words.every((word) => text.includes(word));
}
