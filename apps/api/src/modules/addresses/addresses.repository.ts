import { parseCountry, type Address, type Country } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { addresses, cities, CITY_NAME, type AddressRow, type CityRow, type NewAddress } from './addresses.table.ts';

export async function listCities(db: Db, country: Country, locale: Locale) {
  return db
    .select({ code: cities.code, name: CITY_NAME[locale] })
    .from(cities)
    .where(eq(cities.country, country))
    .orderBy(asc(cities.position));
}

export async function findCity(db: Db, code: string): Promise<CityRow | null> {
  const [row] = await db.select().from(cities).where(eq(cities.code, code)).limit(1);
  return row ?? null;
}

/** The city of a code with its name in the language. */
export async function cityIn(
  db: Db,
  code: string,
  locale: Locale,
): Promise<{ code: string; name: string; country: Country } | null> {
  const [row] = await db
    .select({ code: cities.code, name: CITY_NAME[locale], country: cities.country })
    .from(cities)
    .where(eq(cities.code, code));
  return row ? { ...row, country: parseCountry(row.country) } : null;
}

function toAddress(row: AddressRow, cityName: string): Address {
  return {
    id: String(row.id),
    country: row.country as Country,
    city: { code: row.cityCode, name: cityName },
    street: row.street,
    building: row.building,
    apartment: row.apartment,
    postal_code: row.postalCode,
    phone: row.phone,
    note: row.note,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function addressViews(db: Db, locale: Locale) {
  return db
    .select({ address: addresses, cityName: CITY_NAME[locale] })
    .from(addresses)
    .innerJoin(cities, eq(cities.code, addresses.cityCode));
}

/** The customer's addresses, the default first, then the newest: asked on every view of the addresses page. */
function addressListQuery(locale: Locale) {
  return preparedQuery((db) =>
    addressViews(db, locale)
      .where(eq(addresses.customerId, sql.placeholder('customerId')))
      .orderBy(desc(addresses.isDefault), desc(addresses.id))
      .prepare(`addresses_list_${locale}`),
  );
}

/** One prepared list per locale: the city's name is the locale's column. */
const ADDRESS_LISTS: Record<Locale, ReturnType<typeof addressListQuery>> = {
  az: addressListQuery('az'),
  en: addressListQuery('en'),
  ru: addressListQuery('ru'),
  uz: addressListQuery('uz'),
  ka: addressListQuery('ka'),
};

export async function listAddresses(db: Db, customerId: number, locale: Locale): Promise<Address[]> {
  const rows = await ADDRESS_LISTS[locale](db).execute({ customerId });
  return rows.map((row) => toAddress(row.address, row.cityName));
}

/** One address of this customer (another customer's is null, like a missing one). */
export async function findAddressView(db: Db, customerId: number, id: number, locale: Locale): Promise<Address | null> {
  const [row] = await addressViews(db, locale)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)))
    .limit(1);
  return row ? toAddress(row.address, row.cityName) : null;
}

/** The customer's address (another's is null, like a missing one); `lock`: held (shared) until the transaction ends. */
export async function findAddress(tx: Db, customerId: number, id: number, lock = false): Promise<AddressRow | null> {
  const query = tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('share') : await query;
  return row ?? null;
}

/** Locks the customer's address until the transaction ends (false: there is no such address of theirs). */
export async function lockAddress(tx: Db, customerId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)))
    .for('update');
  return row !== undefined;
}

export async function countAddresses(tx: Db, customerId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customerId));
  return row?.n ?? 0;
}

export async function insertAddress(tx: Db, values: NewAddress): Promise<AddressRow> {
  const [row] = await tx.insert(addresses).values(values).returning();
  if (!row) throw new Error('address insert returned no row');
  return row;
}

export async function updateAddress(
  tx: Db,
  customerId: number,
  id: number,
  values: Partial<NewAddress>,
): Promise<void> {
  await tx
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)));
}

/** No address of the customer is the default any more. */
export async function clearDefault(tx: Db, customerId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
}

/** Deletes the address; returns whether it was the default, or null when the customer has no such address. */
export async function deleteAddress(tx: Db, customerId: number, id: number): Promise<{ wasDefault: boolean } | null> {
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)))
    .returning({ isDefault: addresses.isDefault });
  return row ? { wasDefault: row.isDefault } : null;
}

/** Makes the newest remaining address the default (after the default was deleted). */
export async function promoteNewest(tx: Db, customerId: number): Promise<void> {
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.id))
    .limit(1);
  if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}

/** Whether the customer has a default address (`completed_address` follows it). */
export async function hasDefaultAddress(tx: Db, customerId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)))
    .limit(1);
  return rows.length > 0;
}

export async function eraseAddresses(tx: Db, customerId: number): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.customerId, customerId));
}
