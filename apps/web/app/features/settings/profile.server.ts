import { customerProfileEndpoint, profileFormSchema, updateCustomerProfileEndpoint } from '@yolla/contract';
import type { RequestState } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';

export const PROFILE_FIELDS = ['name', 'surname', 'email', 'national_id', 'birth_date', 'language'] as const;

/** The API's "today": its clock's UTC day, which the birth-date rule counts from. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The profile form, checked with the rules of the customer's country (the profile's, not the visitor's country
 * picker) here and again at the API. A blank field removes it; the API's message comes back as a toast.
 */
export async function saveProfile(form: FormData, state: RequestState): Promise<FormFailure | null> {
  const kept = Object.fromEntries(
    PROFILE_FIELDS.flatMap((name) => {
      const value = form.get(name);
      return typeof value === 'string' ? [[name, value.slice(0, 500)]] : [];
    }),
  );
  try {
    const { country } = (await state.api.call(customerProfileEndpoint, {}, { toast: false })).data;
    const parsed = await readForm(form, profileFormSchema({ country, today: today() }), {
      locale: state.locale,
      keep: PROFILE_FIELDS,
    });
    if (!parsed.ok) return parsed;
    await state.api.call(updateCustomerProfileEndpoint, { body: parsed.data }, { toast: 'success' });
    return null;
  } catch (error) {
    return apiFailure(error, kept);
  }
}
