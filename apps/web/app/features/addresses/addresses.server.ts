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
import type { RequestState } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import type { AddressesPage, AddressView, Panel } from './address-view.ts';

/** What the customer posts: the address's fields, and which form it was (`intent`) for which address (`id`). */
export const KEPT = [
  'intent',
  'id',
  'city',
  'street',
  'building',
  'apartment',
  'postal_code',
  'phone',
  'note',
  'is_default',
] as const;
export type AddressField = (typeof KEPT)[number];
export type Outcome = { ok: true; redirectTo: string } | FormFailure<AddressField>;

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

function notFound(): never {
  throw data(null, { status: 404 });
}

/** `?add`, `?edit={id}` or `?delete={id}`; an id that is not one of the customer's addresses is a 404. */
function panelOf(url: URL, addresses: AddressView[]): Panel {
  if (url.searchParams.has('add')) return { kind: 'add' };
  for (const kind of ['edit', 'delete'] as const) {
    const id = url.searchParams.get(kind);
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
    };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, message: error.message };
    throw error;
  }
}

function refused(state: RequestState, status: 400 | 404, intent: string): FormFailure<AddressField> {
  const key = status === 404 ? 'errors.common.not_found' : 'errors.common.bad_request';
  return { ok: false, status, message: translator(state.locale)(key), fields: {}, values: { intent } };
}

/** The API's word on a change, as a toast on the page the customer lands on (its refusals show on the form). */
function confirm(state: RequestState, answer: { message?: string | undefined }): Outcome {
  if (answer.message) state.toasts.push({ type: 'success', message: answer.message });
  return { ok: true, redirectTo: href('/:lang/cabinet/addresses', { lang: state.lang }) };
}

const QUIET = { toast: false } as const;

/**
 * The page's forms, told apart by `intent`: `create` and `update` check the address with the rules of the
 * customer's country (the API checks again), `make-default` moves the default, `delete` removes the address the
 * customer confirmed. The API answers 404 for an address that is not the customer's; its message is the answer.
 */
export async function addressAction(request: Request, state: RequestState): Promise<Outcome> {
  const form = await request.formData();
  const raw = form.get('intent');
  const intent = typeof raw === 'string' ? raw.slice(0, 20) : '';
  const id = idSchema.safeParse(form.get('id'));
  if (!['create', 'update', 'make-default', 'delete'].includes(intent)) return refused(state, 400, intent);
  if (intent !== 'create' && !id.success) return refused(state, 404, intent);
  const params = { id: id.data ?? '' };
  let kept: FormFailure<AddressField>['values'] = { intent };
  try {
    if (intent === 'delete') return confirm(state, await state.api.call(deleteAddressEndpoint, { params }, QUIET));
    if (intent === 'make-default') {
      const body = { is_default: true };
      return confirm(state, await state.api.call(updateAddressEndpoint, { params, body }, QUIET));
    }
    const { country } = requireCustomer(state);
    const parsed = await readForm(form, addressFormSchema(country), { locale: state.locale, keep: KEPT });
    if (!parsed.ok) return parsed;
    kept = parsed.kept;
    const { is_default: ticked, ...fields } = parsed.data;
    if (intent === 'create') {
      const body = { ...fields, is_default: ticked === 'on' };
      return confirm(state, await state.api.call(createAddressEndpoint, { body }, QUIET));
    }
    // The default moves only to an address (is_default: true); unticked, the field is not sent.
    const body = ticked === 'on' ? { ...fields, is_default: true } : fields;
    return confirm(state, await state.api.call(updateAddressEndpoint, { params, body }, QUIET));
  } catch (error) {
    return apiFailure(error, kept);
  }
}
