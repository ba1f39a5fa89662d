import type { Country } from '@yolla/contract/countries';

/** An address as the page shows and edits it: the form's values, and one line saying where it is. */
export interface AddressView {
  id: string;
  city: string;
  cityName: string;
  street: string;
  building: string;
  apartment: string;
  postal_code: string;
  phone: string;
  /** The phone as people read it: +994 50 123 45 67. */
  phoneShown: string;
  note: string;
  isDefault: boolean;
  /** Street, building, apartment, city and postal code, in the page language. */
  line: string;
}

/** Which part of the page is open: the list alone, the new-address form, one address's form or its deletion. */
export type Panel = { kind: 'list' } | { kind: 'add' } | { kind: 'edit' | 'delete'; id: string };

export type AddressesPage =
  | {
      ok: true;
      country: Country;
      cities: { code: string; name: string }[];
      addresses: AddressView[];
      panel: Panel;
      postalExample: string;
      phoneExample: string;
      /** The courier order the customer came from (checked against the route table), to go back to; '' for none. */
      returnTo: string;
    }
  /** The API could not answer (down, busy): the page says so instead of the list. */
  | { ok: false; message: string };
