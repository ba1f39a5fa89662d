import {
  displayPhone,
  addressesEndpoint,
  addressFormSchema,
  citiesEndpoint,
  createAddressEndpoint,
  deleteAddressEndpoint,
  idSchema,
  PHONE_EXAMPLES,
  POSTAL_CODE_RULES,
  updateAddressEndpoint,
  type Address,
} from '@yolla/contract';
import { translator } from '@yolla/i18n/server';
import { data, href } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import { apiFailure } from '../../lib/form.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { intent, intentAction } from '../../lib/intents.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { pageMatcher, safeRedirect } from '../../lib/redirects.server.ts';
import { addressesSearch } from './addresses-search.ts';
import type { AddressesPage, AddressView, Panel } from './address-view.ts';

/** The address form's fields, shown again as typed after a refusal. */
const KEPT = ['city', 'street', 'building', 'apartment', 'postal_code', 'phone', 'note', 'is_default'] as const;

function toView(address: Address, state: RequestState): AddressView {
  const t = translator(state.locale);
  const apartment = address.apartment ? t('addresses.apartment', { apartment: address.apartment }) : null;
  const place = [`${address.street} ${address.building}`, apartment, address.city.name, address.postal_code];
  return {
    id: String(address.id),
    city: address.city.code,
    cityName: address.city.name,
    street: address.street,
    building: address.building,
    apartment: address.apartment ?? '',
    postal_code: address.postal_code,
    phone: address.phone,
    phoneShown: displayPhone(address.phone),
    note: address.note ?? '',
    isDefault: address.is_default,
    line: place.filter(Boolean).join(', '),
  };
}

/** Where a saved address may send the customer back to: only the courier order being made. */
const RETURNS = pageMatcher(['/:lang/cabinet/orders/new']);

/** The `return` of the page's query when it is the courier order wizard of this language, else ''. */
export function returnOf(state: RequestState, url: URL | null): string {
  const target = url ? addressesSearch.parse(url).return : '';
  return safeRedirect(target, { lang: state.lang, fallback: '', isPage: RETURNS });
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The panel the query opens (`?add`, `?edit={id}`; `?delete={id}` opens the confirm step in the list). An id that is
 * not one of the customer's addresses, or not an id at all, is a 404.
 */
function panelOf(url: URL, addresses: AddressView[]): Panel {
  const { values, unreadable } = addressesSearch.read(url);
  if (unreadable.length > 0) notFound();
  if (values.add) return { kind: 'add' };
  for (const kind of ['edit', 'delete'] as const) {
    const id = values[kind];
    if (id === null) continue;
    if (!addresses.some((address) => address.id === id)) notFound();
    return { kind, id };
  }
  return { kind: 'list' };
}

/** The page: the customer's addresses, the cities of their country, and the panel the address asks for. */
export async function addressesPage(state: RequestState, url: URL): Promise<AddressesPage> {
  try {
    // The customer's country (the session's): addresses may only be there, and its rules check the form.
    const { country } = requireCustomer(state);
    const [list, cities] = await Promise.all([
      state.api.call(addressesEndpoint, {}, { toast: false }),
      state.api.call(citiesEndpoint, { query: { country } }, { toast: false }),
    ]);
    const addresses = list.data.map((address) => toView(address, state));
    return {
      ok: true,
      country,
      cities: cities.data,
      addresses,
      panel: panelOf(url, addresses),
      postalExample: POSTAL_CODE_RULES[country].example,
      phoneExample: PHONE_EXAMPLES[country],
      returnTo: returnOf(state, url),
    };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The API's word on a change, as a toast on the page the customer lands on (its refusals show on the form). */
function confirm(state: RequestState, answer: { message?: string | undefined }): void {
  if (answer.message) state.toasts.push({ type: 'success', message: answer.message });
}

const QUIET = { toast: false } as const;

/** The address form, checked with the rules of the customer's own country (the API checks again). */
const addressForm = (state: RequestState) => addressFormSchema(requireCustomer(state).country);

/**
 * The page's forms, told apart by `intent` (lib/intents.server.ts): `create` and `update` check the address,
 * `make-default` moves the default, `delete` removes the address the customer confirmed. The API answers 404 for an
 * address that is not the customer's; its message is the answer.
 */
export type AddressIntent = Extract<Awaited<ReturnType<typeof addressAction>>, { ok: false }>['intent'] & string;

export const addressAction = intentAction(
  {
    create: intent({
      schema: addressForm,
      keep: KEPT,
      run: async ({ data: { is_default: ticked, ...fields }, state, url }) => {
        const body = { ...fields, is_default: ticked === 'on' };
        confirm(state, await state.api.call(createAddressEndpoint, { body }, QUIET));
        // Came from a courier order: the list again, offering the way back to it.
        const back = returnOf(state, url);
        const base = href('/:lang/cabinet/addresses', { lang: state.lang });
        return back ? { redirectTo: addressesSearch.href(base, { return: back }) } : undefined;
      },
    }),
    update: intent({
      schema: addressForm,
      keep: KEPT,
      posted: { id: idSchema },
      run: async ({ data: { id, is_default: ticked, ...fields }, state }) => {
        // The default moves only to an address (is_default: true); unticked, the field is not sent.
        const body = ticked === 'on' ? { ...fields, is_default: true } : fields;
        confirm(state, await state.api.call(updateAddressEndpoint, { params: { id }, body }, QUIET));
      },
    }),
    'make-default': intent({
      posted: { id: idSchema },
      run: async ({ data: { id }, state }) => {
        const body = { is_default: true };
        confirm(state, await state.api.call(updateAddressEndpoint, { params: { id }, body }, QUIET));
      },
    }),
    delete: intent({
      posted: { id: idSchema },
      run: async ({ data: { id }, state }) => {
        try {
          confirm(state, await state.api.call(deleteAddressEndpoint, { params: { id } }, QUIET));
        } catch (error) {
          // An address an open courier order goes to: the reason shows on that address.
          if (error instanceof ApiRequestError && error.code === 'addresses.in_use') return apiFailure(error, { id });
          throw error;
        }
      },
    }),
  },
  { back: (state) => href('/:lang/cabinet/addresses', { lang: state.lang }) },
);
