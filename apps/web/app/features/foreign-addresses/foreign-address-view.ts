import type { Origin, WarehouseField } from '@yolla/contract';
import type { DayHours } from '../../components/content/week-hours.ts';

/** One line of a warehouse's address: the field a shop's form has, and what to type into it. */
export interface LineView {
  field: WarehouseField;
  /** Empty only for the name line of a customer whose profile has no name yet. */
  value: string;
}

export interface ShopView {
  shop: string;
  name: string;
  hints: { field: WarehouseField; text: string }[];
}

/** A warehouse's card: where it is, the customer's address there, its hours and the shops' hints. */
export interface WarehouseView {
  origin: Origin;
  city: string;
  lines: LineView[];
  /** Every line with a value, one a line: what "copy the whole address" puts on the clipboard. */
  whole: string;
  /** Receiving hours, days with the same hours in one row, in the page's locale. */
  week: DayHours[];
  /** The warehouse's time zone, named in the page's language. */
  zone: string;
  shops: ShopView[];
}

export type ForeignAddressesPage =
  | { ok: true; code: string; nameMissing: boolean; warehouses: WarehouseView[] }
  /** The API could not answer (down, busy): the page says so instead of the cards. */
  | { ok: false; message: string };
