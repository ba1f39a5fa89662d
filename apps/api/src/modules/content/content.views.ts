import type {
  Block,
  CarriageItem,
  CustomsLimit,
  FaqGroup,
  NewsItem,
  NewsSummary,
  Office,
  Origin,
  PickupPoint,
  PriceTag,
  Service,
  SiteDocument,
  SiteDocumentId,
} from '@yolla/contract';
import type * as Seed from '../../db/seed/content/types.ts';
import type { LocalizedEntry, listPickupPoints } from './content.repository.ts';

/**
 * From stored rows to the contract's answers. The stored JSON was written by the seeds from the types of
 * `db/seed/content/types.ts`, so it is read with those types; the route's response schema checks the result.
 */
type Fields<T> = T extends Seed.Translations<infer F> ? F : never;
const fields = <F>(entry: LocalizedEntry) => entry.fields as F;
const translated = (entry: LocalizedEntry) => ({ locale: entry.locale, fallback: entry.fallback });

export function newsSummary(entry: LocalizedEntry): NewsSummary {
  const text = fields<Fields<Seed.NewsItem['translations']>>(entry);
  return {
    slug: entry.id,
    published_on: entry.publishedOn ?? '',
    title: text.title,
    summary: text.summary,
    ...translated(entry),
  };
}

export function newsItem(entry: LocalizedEntry): NewsItem {
  return { ...newsSummary(entry), body: fields<{ body: Block[] }>(entry).body };
}

export function faqGroups(groups: LocalizedEntry[], questions: LocalizedEntry[]): FaqGroup[] {
  return groups.map((group) => ({
    id: group.id,
    title: fields<{ title: string }>(group).title,
    ...translated(group),
    questions: questions
      .filter((question) => question.parentId === group.id)
      .map((question) => {
        const text = fields<{ question: string; answer: Block[] }>(question);
        return { id: question.id, question: text.question, answer: text.answer, ...translated(question) };
      }),
  }));
}

/** A service as the content holds it: no price for one priced by a fee (the services page adds the fee). */
export type ServiceEntry = Omit<Service, 'price'> & { price: PriceTag | null };

export function service(entry: LocalizedEntry): ServiceEntry {
  const attributes = entry.attributes as { azOnly: boolean; price?: PriceTag };
  const text = fields<Fields<Seed.Service['translations']>>(entry);
  return {
    id: entry.id,
    az_only: attributes.azOnly,
    price: attributes.price ?? null,
    name: text.name,
    summary: text.summary,
    body: text.body,
    price_note: text.priceNote ?? null,
    ...translated(entry),
  };
}

export function siteDocument(document: LocalizedEntry, sections: LocalizedEntry[]): SiteDocument {
  const text = fields<{ title: string; intro: Block[] }>(document);
  return {
    id: document.id as SiteDocumentId,
    updated_on: document.publishedOn ?? '',
    title: text.title,
    intro: text.intro,
    ...translated(document),
    sections: sections.map((section) => {
      const part = fields<{ heading: string; blocks: Block[] }>(section);
      // Stored as `{document}/{section}`; the anchor is the section's own id.
      return {
        id: section.id.slice(section.id.indexOf('/') + 1),
        heading: part.heading,
        blocks: part.blocks,
        ...translated(section),
      };
    }),
  };
}

export function carriageItem(entry: LocalizedEntry): CarriageItem {
  const attributes = entry.attributes as { kind: CarriageItem['kind']; origins: Origin[] };
  const text = fields<{ name: string; note?: string }>(entry);
  return {
    id: entry.id,
    kind: attributes.kind,
    origins: attributes.origins,
    name: text.name,
    note: text.note ?? null,
    ...translated(entry),
  };
}

export function customsLimit(entry: LocalizedEntry): CustomsLimit {
  const attributes = entry.attributes as Pick<Seed.CustomsLimit, 'amount' | 'currency' | 'period' | 'rule'> & {
    country: CustomsLimit['country'];
    effective_from: string;
  };
  const text = fields<{ summary: string; details: Block[] }>(entry);
  return {
    country: attributes.country,
    effective_from: attributes.effective_from,
    amount: attributes.amount,
    currency: attributes.currency,
    period: attributes.period,
    rule: {
      charged: attributes.rule.charged,
      duty_basis_points: attributes.rule.dutyBasisPoints,
      duty_minimum_per_kg: attributes.rule.dutyMinimumPerKg,
      vat_basis_points: attributes.rule.vatBasisPoints,
    },
    summary: text.summary,
    details: text.details,
    ...translated(entry),
  };
}

export function office(entry: LocalizedEntry, cityNames: Map<string, string>): Office {
  const attributes = entry.attributes as Omit<Seed.Office, 'id' | 'translations'>;
  const text = fields<{ name: string; address: string }>(entry);
  return {
    id: entry.id,
    phones: attributes.phones,
    email: attributes.email,
    country: attributes.country,
    city: { code: attributes.city, name: cityNames.get(attributes.city) ?? attributes.city },
    time_zone: attributes.timeZone,
    hours: attributes.hours,
    lat: attributes.lat,
    lng: attributes.lng,
    name: text.name,
    address: text.address,
    ...translated(entry),
  };
}

export function pickupPoint(row: Awaited<ReturnType<typeof listPickupPoints>>[number]): PickupPoint {
  const { point, text } = row;
  return {
    id: point.id,
    type: point.type,
    phone: point.phone,
    how_to_find: text.howToFind,
    country: point.country,
    city: { code: point.city, name: row.cityName },
    time_zone: point.timeZone,
    hours: point.hours as Seed.WeeklyHours,
    lat: point.lat,
    lng: point.lng,
    name: text.name,
    address: text.address,
    locale: row.locale,
    fallback: row.fallback,
  };
}
