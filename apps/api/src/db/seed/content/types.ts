import type { Country, Origin } from '@yolla/contract';

/**
 * The shape of the public site's seeded content (issue "Public site"): news, FAQ, services, documents (rules of
 * carriage, privacy policy, terms), prohibited and restricted items, customs limits, offices and pickup points.
 * Every text is written per locale as a native speaker would; English is required (the API falls back to it for
 * a missing translation and says so), the seeds carry all five.
 */
export type ContentLocale = 'az' | 'en' | 'ru' | 'uz' | 'ka';
export type Translations<T> = { en: T } & Partial<Record<Exclude<ContentLocale, 'en'>, T>>;

/** Rich text without HTML: paragraphs and bulleted lists, rendered by the web as plain elements. */
export type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] } | { kind: 'ol'; items: string[] };

/** Stable ids: lower-case words joined by hyphens (`how-to-declare`); used in URLs and anchors, never renamed. */
export type Slug = string;

export interface NewsItem {
  slug: Slug;
  /** Day of publication, `YYYY-MM-DD`. */
  publishedOn: string;
  translations: Translations<{ title: string; summary: string; body: Block[] }>;
}

export interface FaqGroup {
  id: Slug;
  translations: Translations<{ title: string }>;
  questions: { id: Slug; translations: Translations<{ question: string; answer: Block[] }> }[];
}

/** What a service costs, formatted by the web with Intl in the page locale. Minor units, ISO 4217. */
export type PriceTag =
  | { kind: 'fixed'; amount: number; currency: string }
  | { kind: 'from'; amount: number; currency: string }
  | { kind: 'per_kg_from'; amount: number; currency: string }
  | { kind: 'percent'; percent: number; minimum?: { amount: number; currency: string } }
  | { kind: 'free' };

export interface Service {
  id: Slug;
  /** Offered only where the country switch `azServices` is on (Azərpoçt delivery, Smart Customs hints…). */
  azOnly: boolean;
  /**
   * What the service costs. None for a service priced by a fee the tariffs module holds (courier delivery,
   * buy-for-me: decision 0025, § Fees): the services page shows that fee, changed in the database.
   */
  price?: PriceTag;
  translations: Translations<{ name: string; summary: string; body: Block[]; priceNote?: string }>;
}

/** A long document with a table of contents: each section's id is its anchor, the same in every locale. */
export interface SiteDocument {
  id: 'carriage' | 'privacy-policy' | 'terms-and-conditions';
  /** Day of the last change, `YYYY-MM-DD`. */
  updatedOn: string;
  translations: Translations<{ title: string; intro: Block[] }>;
  sections: { id: Slug; translations: Translations<{ heading: string; blocks: Block[] }> }[];
}

/** An item that may not be shipped at all (prohibited) or only under a condition (restricted). */
export interface CarriageItem {
  id: Slug;
  kind: 'prohibited' | 'restricted';
  /** The warehouses the rule applies to; `all` for every origin. */
  origins: readonly Origin[] | 'all';
  /** For restricted items: the condition (quantity, documents, packing) in `note`. */
  translations: Translations<{ name: string; note?: string }>;
}

/** The duty-free limit of a destination country, and what happens above it. */
export interface CustomsLimit {
  country: Country;
  /**
   * The day (`YYYY-MM-DD`, the country's calendar) the rule takes effect. A change of the law is a new rule with its
   * own date, never an edit of an old one; a parcel counts under the rule in force on its day.
   */
  effectiveFrom: string;
  /** The limit in minor units of its currency. */
  amount: number;
  currency: string;
  period: 'calendar_month' | 'shipment';
  /**
   * What crossing the limit costs, the one statement the meter computes from (`customsCharge` in the contract's
   * customs-limit module); the texts below say the same in words (`customs-meter.test.ts` holds them together).
   */
  rule: {
    /** Duty and VAT are charged on the value over the limit, or on the whole value of a parcel over it. */
    charged: 'excess' | 'whole';
    /** Basis points: 1500 = 15 %. */
    dutyBasisPoints: number;
    /** Minor units of `currency` per started kilogram; 0 for none. */
    dutyMinimumPerKg: number;
    vatBasisPoints: number;
  };
  translations: Translations<{ summary: string; details: Block[] }>;
}

/** Opening hours per weekday as `HH:MM` intervals in the place's own time zone; no interval = closed. */
export type WeeklyHours = Record<
  'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun',
  [open: string, close: string][]
>;

export interface Office {
  id: Slug;
  country: Country;
  /** A city code of `db/seed/cities.ts` (`AZ-BAKU`). */
  city: string;
  phones: string[];
  email: string;
  timeZone: string;
  hours: WeeklyHours;
  lat: number;
  lng: number;
  translations: Translations<{ name: string; address: string }>;
}

export interface PickupPoint {
  /** Stable id, used by later issues as a delivery choice: `{country}-{city}-{nnn}` (`AZ-BAKU-001`). */
  id: string;
  country: Country;
  /** A city code of `db/seed/cities.ts` (`AZ-BAKU`). */
  city: string;
  type: 'branch' | 'partner' | 'locker';
  phone: string | null;
  timeZone: string;
  hours: WeeklyHours;
  lat: number;
  lng: number;
  translations: Translations<{ name: string; address: string; howToFind?: string }>;
}
