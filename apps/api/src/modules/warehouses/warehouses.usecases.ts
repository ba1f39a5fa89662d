import { parseCountry, type ForeignAddress, type ForeignAddresses } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import type { Db } from '../../db/client.ts';
import type { Session } from '../../http/routes.ts';
import { customerLatinName } from './latin-name.ts';
import { readWarehouses } from './warehouses.repository.ts';

/** The signed-in customer's account. */
type CustomerRow = Session['customer'];

/** A template with `{name}` and `{code}` filled; spaces left by a missing name are closed. */
export function fillTemplate(template: string, name: string | null, code: string): string {
  return template
    .replaceAll('{name}', () => name ?? '')
    .replaceAll('{code}', () => code)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The warehouses abroad that ship to the customer's country, each address line filled with this customer's name in
 * Latin letters and suite code, the shops' hints in the request's language. Without a name in the profile the lines
 * carry the suite code alone and `name_missing` says the page should ask for it.
 */
export async function foreignAddresses(db: Db, customer: CustomerRow, locale: Locale): Promise<ForeignAddresses> {
  const name = customerLatinName(customer.name, customer.surname);
  const { code } = customer;
  const warehouses = await readWarehouses(db, parseCountry(customer.country), locale);
  const result = warehouses.map((warehouse): ForeignAddress => {
    const shops: ForeignAddress['shops'] = [];
    for (const hint of warehouse.hints) {
      let shop = shops.at(-1);
      if (shop?.shop !== hint.shop) {
        shop = { shop: hint.shop, name: hint.name, hints: [] };
        shops.push(shop);
      }
      shop.hints.push({ field: hint.field, text: fillTemplate(hint.text, name, code) });
    }
    return {
      origin: warehouse.origin,
      city: warehouse.city,
      time_zone: warehouse.timeZone,
      hours: warehouse.hours,
      lines: warehouse.lines.map((line) => ({ field: line.field, value: fillTemplate(line.value, name, code) })),
      shops,
    };
  });
  return { code, name, name_missing: !customer.name?.trim() || !customer.surname?.trim(), warehouses: result };
}
