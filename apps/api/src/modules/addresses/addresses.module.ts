import {
  addressesEndpoint,
  citiesEndpoint,
  createAddressEndpoint,
  deleteAddressEndpoint,
  updateAddressEndpoint,
} from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { eraseAddresses, listAddresses, listCities } from './addresses.repository.ts';
import { createSavedAddressService } from './addresses.service.ts';
import { createAddressService } from './addresses.usecases.ts';

/** The city list changes with a release at most: shared caches may keep it an hour (per language). */
export const CITIES_CACHE_CONTROL = 'public, max-age=3600';

/** The customer's home delivery addresses, and the cities they may be in. */
export const addressesModule = defineModule({
  name: 'addresses',
  config: ['account'],
  provides: { addresses: createSavedAddressService },
  setup(deps) {
    const { db } = deps;
    const service = createAddressService({ ...deps, customers: deps.services.customers });
    return {
      contributes: { erasers: [{ name: 'addresses', erase: eraseAddresses }] },
      routes(table) {
        table.add(citiesEndpoint, async ({ query, request, reply }) => {
          reply.header('cache-control', CITIES_CACHE_CONTROL).header('vary', 'accept-language');
          return { data: await listCities(db, query.country, request.locale) };
        });
        table.add(addressesEndpoint, async ({ customer, request }) => ({
          data: await listAddresses(db, customer.id, request.locale),
        }));
        table.add(createAddressEndpoint, async ({ customer, body, request }) => ({
          data: await service.create(customer, body, request.locale),
          message: request.t('api.address_added'),
        }));
        table.add(updateAddressEndpoint, async ({ customer, params, body, request }) => ({
          data: await service.update(customer, Number(params.id), body, request.locale),
          message: request.t('api.address_saved'),
        }));
        table.add(deleteAddressEndpoint, async ({ customer, params, request }) => {
          await service.remove(customer, Number(params.id));
          return { message: request.t('api.address_deleted') };
        });
      },
    };
  },
});
