import { foreignAddressesEndpoint, type ForeignAddress } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import type { ForeignAddressesPage, WarehouseView } from './foreign-address-view.ts';
import { groupedWeek, timeZoneName } from './warehouse-hours.ts';

export function toWarehouseView(warehouse: ForeignAddress, locale: Locale): WarehouseView {
  return {
    origin: warehouse.origin,
    city: warehouse.city,
    lines: warehouse.lines,
    whole: warehouse.lines
      .map((line) => line.value)
      .filter(Boolean)
      .join('\n'),
    week: groupedWeek(warehouse.hours, locale),
    zone: timeZoneName(warehouse.time_zone, locale),
    shops: warehouse.shops,
  };
}

/** The page: each warehouse's address filled for the customer, its hours and the shops' hints, in the page language. */
export async function foreignAddressesPage(state: RequestState): Promise<ForeignAddressesPage> {
  try {
    const { data } = await state.api.call(foreignAddressesEndpoint, {}, { toast: false });
    return {
      ok: true,
      code: data.code,
      nameMissing: data.name_missing,
      warehouses: data.warehouses.map((warehouse) => toWarehouseView(warehouse, state.locale)),
    };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, message: error.message };
    throw error;
  }
}
