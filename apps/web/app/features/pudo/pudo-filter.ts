import { PICKUP_POINT_TYPES, type PickupPointType } from '@yolla/contract/content-kinds';
import { param, searchSchema, type SearchValues } from '../../lib/search-params.ts';

/**
 * `/{lang}/pudo`'s query, the filter: words of a city or a point's name or address (`q`), and one type or every
 * type (`type`). The loader filters with it without JavaScript; with it, the page filters as one types.
 */
export const pudoSearch = searchSchema({
  q: param.text(100),
  type: param.oneOf([...PICKUP_POINT_TYPES, 'all'], 'all'),
});

export type PointFilter = SearchValues<typeof pudoSearch>;

/** What the filter needs of a point (the page's view of it). */
interface Filterable {
  type: PickupPointType;
  name: string;
  address: string;
  city: { name: string };
}

/** Whether a point matches the filter: its type, and every word of the search in its city, name or address. */
export function matchesFilter(point: Filterable, filter: PointFilter, locale: string): boolean {
  if (filter.type !== 'all' && point.type !== filter.type) return false;
  const words = filter.q.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  const text = `${point.city.name} ${point.name} ${point.address}`.toLocaleLowerCase(locale);
  return words.every((word) => text.includes(word));
}
