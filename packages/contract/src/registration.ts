import { z } from 'zod/mini';
import { countryPhoneSchema } from './address-rules.ts';
import { boundedText } from './auth.ts';
import type { Country } from './countries.ts';
import { countrySchema } from './country-schemas.ts';
import { clearable, personNameSchema, profileEmailSchema } from './customer-profile.ts';
import { endpoint } from './endpoint.ts';
import { nationalIdSchema, normalizeNationalId } from './national-ids.ts';
import { CODE_LIMIT_ERRORS, codeSentResponseSchema } from './one-time-codes.ts';
import { newPasswordSchema } from './passwords.ts';

const anyNationalId = z.pipe(
  z.pipe(z.string().check(z.maxLength(40)), z.transform(normalizeNationalId)),
  z.string().check(z.minLength(1)),
);

/** The fields every registration has; the phone and customer ID follow the country's rules when it is known. */
function registrationFields(country?: Country) {
  return {
    name: personNameSchema,
    surname: personNameSchema,
    phone: country ? countryPhoneSchema(country) : z.string().check(z.minLength(1), z.maxLength(30)),
    email: z.optional(clearable(profileEmailSchema)),
    password: newPasswordSchema,
    national_id: country ? nationalIdSchema(country) : anyNationalId,
  };
}

/**
 * A registration as the API takes it. With the country every rule applies (the API's second pass); without it
 * the shape only (the route schema, which reads the country from the same body).
 */
export function registrationSchema(country?: Country) {
  return z.strictObject({
    country: countrySchema,
    ...registrationFields(country),
    accept_terms: z.literal(true, { error: 'validation.terms' }),
  });
}

export type Registration = z.output<ReturnType<typeof registrationSchema>>;

/** The web's registration form for the visitor's country: a ticked terms box posts `on`. */
export function registrationFormSchema(country: Country) {
  return z.object({
    ...registrationFields(country),
    accept_terms: z.literal('on', { error: 'validation.terms' }),
    redirect: z.optional(boundedText(0, 2000)),
  });
}

/**
 * Self-registration where the country offers it (`systemAuth`). The answer is the same whether the phone or
 * e-mail already has an account: the code goes to the phone, and only its owner learns, by SMS, that the number
 * is taken. The code is redeemed at the token endpoint (grant `urn:yolla:params:oauth:grant-type:sms-code`),
 * which creates the account and signs it in.
 */
export const registrationEndpoint = endpoint({
  method: 'POST',
  path: '/registration',
  access: 'public',
  limit: 'codes',
  body: registrationSchema(),
  response: codeSentResponseSchema,
  errors: ['registration.not_offered', ...CODE_LIMIT_ERRORS],
  tags: ['registration'],
  summary: 'Register: a code goes to the phone; redeem it with the sms-code grant',
  description:
    'Same status, body and timing whether or not the phone or e-mail already has an account. The password is ' +
    '8–128 characters and not in the shipped list of common and breached passwords. The customer ID follows ' +
    'the country’s rule. Countries without self-registration answer 403 registration.not_offered.',
});
