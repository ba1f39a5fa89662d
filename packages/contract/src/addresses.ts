import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { apiMessageSchema } from './errors.ts';
import type { Country } from './countries.ts';
import { countrySchema } from './country-schemas.ts';
import { clearable } from './customer-profile.ts';
import { idSchema } from './route-params.ts';
import { countryPhoneSchema, postalCodeSchema } from './address-rules.ts';
import { line, multiline } from './text-fields.ts';

/** Stable city codes: the country, a dash, the city's English name in capitals (AZ-BAKU, GE-TBILISI). */
export const cityCodeSchema = z.string().check(z.regex(/^(AZ|UZ|GE)-[A-Z0-9-]{2,40}$/));

/** The note for the courier: up to 300 characters, line breaks allowed, other control characters not. */
const noteSchema = multiline(0, 300);

/**
 * The fields of an address. With the customer's country every rule applies (postal code and phone of that country:
 * the web form and the API's second pass); without it the shape only (the API's route schema).
 */
function addressFields(country?: Country) {
  return {
    /** Addresses are in the customer's own country; sending another is refused. */
    country: z.optional(countrySchema),
    city: cityCodeSchema,
    street: line(2, 120),
    building: line(1, 20),
    apartment: z.optional(clearable(line(1, 20))),
    postal_code: country ? postalCodeSchema(country) : line(1, 20),
    phone: country ? countryPhoneSchema(country) : line(1, 30),
    note: z.optional(clearable(noteSchema)),
    /** Make it the default address (the first address always is). */
    is_default: z.optional(z.boolean()),
  };
}

export function addressCreateSchema(country?: Country) {
  return z.strictObject(addressFields(country));
}

/** A change to an address: only the fields sent change. */
export function addressUpdateSchema(country?: Country) {
  const fields = addressFields(country);
  return z.strictObject({
    country: fields.country,
    city: z.optional(fields.city),
    street: z.optional(fields.street),
    building: z.optional(fields.building),
    apartment: fields.apartment,
    postal_code: z.optional(fields.postal_code),
    phone: z.optional(fields.phone),
    note: fields.note,
    is_default: fields.is_default,
  });
}

/**
 * The web's address form for the customer's country: every rule of the API, text fields as posted (a blank
 * apartment or note is no value), a ticked default box posts `on`. Other fields (`intent`, `id`) pass unchecked.
 */
export function addressFormSchema(country: Country) {
  const { country: _country, is_default: _default, ...fields } = addressFields(country);
  // An unchosen city is a required field, not a wrong format.
  const city = z.pipe(z.string().check(z.minLength(1)), cityCodeSchema);
  return z.object({ ...fields, city, is_default: z.optional(z.literal('on')) });
}

export type AddressCreate = z.output<ReturnType<typeof addressCreateSchema>>;
export type AddressUpdate = z.output<ReturnType<typeof addressUpdateSchema>>;

export const citySchema = z.object({ code: cityCodeSchema, name: z.string() });
export type City = z.infer<typeof citySchema>;

export const addressSchema = z.object({
  /** Stable: courier orders and later issues refer to an address by it. */
  id: idSchema,
  country: countrySchema,
  city: citySchema,
  street: z.string(),
  building: z.string(),
  apartment: z.nullable(z.string()),
  postal_code: z.string(),
  /** E.164. */
  phone: z.string(),
  note: z.nullable(z.string()),
  is_default: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export type Address = z.infer<typeof addressSchema>;

const addressIdParams = z.object({ id: idSchema });
const addressResponseSchema = z.object({ data: addressSchema, message: z.optional(z.string()) });

export const citiesEndpoint = endpoint({
  method: 'GET',
  path: '/cities',
  access: 'public',
  query: z.object({ country: z._default(countrySchema, 'AZ') }),
  response: z.object({ data: z.array(citySchema) }),
  errors: [],
  tags: ['addresses'],
  summary: 'The cities a delivery address may be in, with names in the request’s language (public)',
});

export const addressesEndpoint = endpoint({
  method: 'GET',
  path: '/addresses',
  access: 'customer',
  limit: 'settings',
  response: z.object({ data: z.array(addressSchema) }),
  errors: [],
  tags: ['addresses'],
  summary: 'The customer’s delivery addresses, the default first, then the newest',
});

export const createAddressEndpoint = endpoint({
  method: 'POST',
  path: '/addresses',
  access: 'customer',
  limit: 'settings',
  body: addressCreateSchema(),
  response: addressResponseSchema,
  errors: ['addresses.limit_reached'],
  tags: ['addresses'],
  summary: 'Add a delivery address (the first one becomes the default)',
  description:
    'In the customer’s country; the city from GET /cities; postal code (AZ: AZ and 4 digits; UZ: 6 digits; GE: ' +
    '4 digits) and phone (answered in E.164) of that country. is_default makes it the default and the previous ' +
    'default an ordinary address. At most ADDRESSES_MAX addresses (409 addresses.limit_reached).',
});

export const updateAddressEndpoint = endpoint({
  method: 'PATCH',
  path: '/addresses/:id',
  access: 'customer',
  limit: 'settings',
  params: addressIdParams,
  body: addressUpdateSchema(),
  response: addressResponseSchema,
  errors: ['common.not_found', 'addresses.default_required'],
  tags: ['addresses'],
  summary: 'Change an address; is_default: true makes it the default',
  description:
    'The default can only move to another address (is_default: true there); is_default: false on the default is ' +
    '409 addresses.default_required. Another customer’s address is 404.',
});

export const deleteAddressEndpoint = endpoint({
  method: 'DELETE',
  path: '/addresses/:id',
  access: 'customer',
  limit: 'settings',
  params: addressIdParams,
  response: apiMessageSchema,
  errors: ['common.not_found', 'addresses.in_use'],
  tags: ['addresses'],
  summary:
    'Delete an address; when it was the default, the newest remaining one becomes the default. One an open ' +
    'courier order goes to is kept (409 addresses.in_use)',
});
