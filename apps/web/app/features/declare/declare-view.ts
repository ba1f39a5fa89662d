import type { Carrier } from '@yolla/contract';

/** A pickup point of the customer's country, as the delivery choice lists it. */
export interface PickupOption {
  id: string;
  label: string;
}

/** What the declaration form starts from: its fields by name (`items.0.unit_price`, …) and its number of rows. */
export type FormValues = Partial<Record<string, string>>;

/** The declaration page: an empty form, or one with the tracking number filled in. */
export interface DeclarePage {
  pickupPoints: PickupOption[];
  initial: FormValues;
  carrier: Carrier | null;
  /** The declaration is the one the customer left to finish their profile, back as it was. */
  restored: boolean;
}

/** The change page: the parcel's declaration, editable or locked (since when). */
export interface EditPage {
  id: string;
  trackingNumber: string;
  carrier: Carrier | null;
  editable: boolean;
  /** An arrival nobody declared yet: the page declares it rather than changes a declaration. */
  undeclared: boolean;
  /** When it stopped being editable, as the page's locale writes it in the customer's country's time. */
  lockedSince: string | null;
  hasInvoice: boolean;
  pickupPoints: PickupOption[];
  initial: FormValues;
}

/** A problem the API answered that the page shows with a link (kept with the form's values). */
export const PROBLEM_FIELD = 'problem';
export const EXISTING_FIELD = 'existing_id';
