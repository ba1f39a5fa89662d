import type { ContentKind } from '../../../modules/content/content.table.ts';
import type {
  CarriageItem,
  ContentLocale,
  CustomsLimit,
  FaqGroup,
  NewsItem,
  Office,
  Service,
  SiteDocument,
  Translations,
} from './types.ts';

/** A content item as stored: its language-free part and one translation per locale. */
export interface ContentRow {
  kind: ContentKind;
  id: string;
  parentId: string | null;
  position: number;
  publishedOn: string | null;
  attributes: Record<string, unknown>;
  translations: Translations<object>;
}

/** A document's section id in storage: sections of different documents may share an anchor (`contact`). */
export const sectionKey = (documentId: string, sectionId: string) => `${documentId}/${sectionId}`;

const row = (
  kind: ContentKind,
  id: string,
  translations: Translations<object>,
  more: Partial<Omit<ContentRow, 'kind' | 'id' | 'translations'>> = {},
): ContentRow => ({ kind, id, parentId: null, position: 0, publishedOn: null, attributes: {}, translations, ...more });

export function newsRows(news: readonly NewsItem[]): ContentRow[] {
  return news.map((item) => row('news', item.slug, item.translations, { publishedOn: item.publishedOn }));
}

export function faqRows(groups: readonly FaqGroup[]): ContentRow[] {
  return groups.flatMap((group, groupIndex) => [
    row('faq_group', group.id, group.translations, { position: groupIndex }),
    ...group.questions.map((question, position) =>
      row('faq_question', question.id, question.translations, { parentId: group.id, position }),
    ),
  ]);
}

export function serviceRows(services: readonly Service[]): ContentRow[] {
  return services.map((service, position) =>
    row('service', service.id, service.translations, {
      position,
      attributes: { azOnly: service.azOnly, ...(service.price ? { price: service.price } : {}) },
    }),
  );
}

export function documentRows(document: SiteDocument): ContentRow[] {
  return [
    row('document', document.id, document.translations, { publishedOn: document.updatedOn }),
    ...document.sections.map((section, position) =>
      row('document_section', sectionKey(document.id, section.id), section.translations, {
        parentId: document.id,
        position,
      }),
    ),
  ];
}

export function carriageRows(items: readonly CarriageItem[], limits: readonly CustomsLimit[]): ContentRow[] {
  return [
    ...items.map((item, position) =>
      row('carriage_item', item.id, item.translations, {
        position,
        attributes: { kind: item.kind, origins: item.origins === 'all' ? [] : item.origins },
      }),
    ),
    ...limits.map((limit, position) =>
      row('customs_limit', `${limit.country}-${limit.effectiveFrom}`, limit.translations, {
        position,
        attributes: {
          country: limit.country,
          effective_from: limit.effectiveFrom,
          amount: limit.amount,
          currency: limit.currency,
          period: limit.period,
          rule: limit.rule,
        },
      }),
    ),
  ];
}

export function officeRows(offices: readonly Office[]): ContentRow[] {
  return offices.map(({ id, translations, ...attributes }, position) =>
    row('office', id, translations, { position, attributes }),
  );
}

export const LOCALES: readonly ContentLocale[] = ['az', 'en', 'ru', 'uz', 'ka'];
