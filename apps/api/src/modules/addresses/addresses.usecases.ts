import {
  addressCreateSchema,
  addressUpdateSchema,
  parseCountry,
  type Address,
  type BodyOf,
  type Country,
  type createAddressEndpoint,
  type updateAddressEndpoint,
} from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import type { Db } from '../../db/client.ts';
import type { ModuleDeps, Services } from '../../http/module.ts';
import type { Session } from '../../http/routes.ts';
import { commonErrors } from '../../lib/api-error.ts';
import { fieldError, validateWith } from '../../lib/validate.ts';
import type { NewAddress } from './addresses.table.ts';
import { addressErrors } from './addresses.errors.ts';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  findAddressView,
  findCity,
  hasDefaultAddress,
  insertAddress,
  lockAddress,
  promoteNewest,
  updateAddress,
} from './addresses.repository.ts';

type CustomerRow = Session['customer'];
type CreateBody = BodyOf<typeof createAddressEndpoint>;
type UpdateBody = BodyOf<typeof updateAddressEndpoint>;

export function createAddressService({
  db,
  clock,
  config,
  contributions,
  customers,
}: Pick<ModuleDeps<'account'>, 'db' | 'clock' | 'config' | 'contributions'> & Pick<Services, 'customers'>) {
  /**
   * Locks an active customer's row until the transaction ends. Every change to a customer's addresses takes this
   * lock first, so the count against the cap, the one default and `completed_address` are decided one change at a
   * time; a deletion of the account waits for it, or is waited for and then refused here.
   */
  async function lockActiveCustomer(tx: Db, customerId: number): Promise<void> {
    const row = await customers.lock(tx, customerId, 'no key update');
    if (row?.status !== 'active') throw commonErrors.unauthenticated();
  }

  /** `completed_address` follows whether a default address exists (kept from when it first became true). */
  async function syncAddressCompletion(tx: Db, customerId: number, now: Date): Promise<void> {
    await customers.setAddressCompleted(tx, customerId, await hasDefaultAddress(tx, customerId), now);
  }

  /** The customer's own country; an address elsewhere, or a city of another country, is a field error. */
  async function checkPlace(country: Country, body: { country?: Country | undefined; city?: string | undefined }) {
    if (body.country !== undefined && body.country !== country) {
      throw fieldError('country', 'validation.address_country');
    }
    if (body.city !== undefined && (await findCity(db, body.city))?.country !== country) {
      throw fieldError('city', 'validation.invalid_option');
    }
  }

  async function view(customerId: number, id: number, locale: Locale): Promise<Address> {
    const address = await findAddressView(db, customerId, id, locale);
    if (!address) throw commonErrors.notFound();
    return address;
  }

  return {
    /** Adds an address: the first one, or one marked so, becomes the default; past the cap, 409. */
    async create(customer: CustomerRow, body: CreateBody, locale: Locale): Promise<Address> {
      const country = parseCountry(customer.country);
      await checkPlace(country, body);
      const input = validateWith(addressCreateSchema(country), body);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        await lockActiveCustomer(tx, customer.id);
        const existing = await countAddresses(tx, customer.id);
        if (existing >= config.account.addressesMax) throw addressErrors.limitReached();
        const isDefault = existing === 0 || input.is_default === true;
        if (isDefault) await clearDefault(tx, customer.id);
        const row = await insertAddress(tx, {
          customerId: customer.id,
          country,
          cityCode: input.city,
          street: input.street,
          building: input.building,
          apartment: input.apartment ?? null,
          postalCode: input.postal_code,
          phone: input.phone,
          note: input.note ?? null,
          isDefault,
          createdAt: now,
          updatedAt: now,
        });
        await syncAddressCompletion(tx, customer.id, now);
        return row.id;
      });
      return view(customer.id, id, locale);
    },

    /** Changes the fields sent; `is_default: true` moves the default here, `false` on the default is refused. */
    async update(customer: CustomerRow, id: number, body: UpdateBody, locale: Locale): Promise<Address> {
      const country = parseCountry(customer.country);
      await checkPlace(country, body);
      const input = validateWith(addressUpdateSchema(country), body);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await lockActiveCustomer(tx, customer.id);
        const current = await findAddress(tx, customer.id, id);
        if (!current) throw commonErrors.notFound();
        if (input.is_default === false && current.isDefault) throw addressErrors.defaultRequired();
        const values: Partial<NewAddress> = { updatedAt: now };
        if (input.city !== undefined) values.cityCode = input.city;
        if (input.street !== undefined) values.street = input.street;
        if (input.building !== undefined) values.building = input.building;
        if (input.apartment !== undefined) values.apartment = input.apartment;
        if (input.postal_code !== undefined) values.postalCode = input.postal_code;
        if (input.phone !== undefined) values.phone = input.phone;
        if (input.note !== undefined) values.note = input.note;
        if (input.is_default === true && !current.isDefault) {
          await clearDefault(tx, customer.id);
          values.isDefault = true;
        }
        await updateAddress(tx, customer.id, id, values);
        await syncAddressCompletion(tx, customer.id, now);
      });
      return view(customer.id, id, locale);
    },

    /**
     * Deletes an address; when it was the default, the newest remaining one becomes the default. One an open
     * courier order goes to is kept (409 `addresses.in_use`): the address is locked before the question, so an
     * order being placed for it (which holds it shared) is either seen or finds it gone.
     */
    async remove(customer: CustomerRow, id: number): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await lockActiveCustomer(tx, customer.id);
        if (!(await lockAddress(tx, customer.id, id))) throw commonErrors.notFound();
        if (await contributions.addressInUse(tx, customer.id, id)) throw addressErrors.inUse();
        const deleted = await deleteAddress(tx, customer.id, id);
        if (!deleted) throw commonErrors.notFound();
        if (deleted.wasDefault) await promoteNewest(tx, customer.id);
        await syncAddressCompletion(tx, customer.id, now);
      });
    },
  };
}
