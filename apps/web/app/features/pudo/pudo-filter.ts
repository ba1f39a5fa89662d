import type { PickupPointType } from '@yolla/contract/content-kinds';

export interface PointFilter {
  /** Words of a city or a point's name or address. */
  q: string;
  /** One type, or every type. */
  type: PickupPointType | 'all';
}

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
