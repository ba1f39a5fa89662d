import {
  contactMessageEndpoint,
  contactMessageSchema,
  displayPhone,
  officesEndpoint,
  openState,
  type Office,
} from '@yolla/contract';
import { href } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';
import { weekHours, type DayHours } from '../../components/content/week-hours.ts';

export type OfficeView = Office & { week: DayHours[]; openNow: boolean; phoneViews: { e164: string; text: string }[] };

/** The offices with their week's hours in the page's language; null when the API could not give them. */
export async function loadOffices(state: RequestState, now = new Date()): Promise<OfficeView[] | null> {
  try {
    const { data } = await state.api.call(officesEndpoint, {}, { toast: false });
    return data.map((office) => ({
      ...office,
      week: weekHours(office.hours, state.locale),
      phoneViews: office.phones.map((phone) => ({ e164: phone, text: displayPhone(phone) })),
      openNow: openState(office.hours, office.time_zone, now).open,
    }));
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}

const KEPT = ['name', 'reply_to', 'topic', 'text'] as const;
export type ContactOutcome = { ok: true; redirectTo: string } | FormFailure<(typeof KEPT)[number]>;

/** The message form: checked with the contract's schema, sent to the API, its thanks shown as a toast. */
export async function sendContactMessage(request: Request, state: RequestState): Promise<ContactOutcome> {
  const parsed = await readForm(request, contactMessageSchema, { locale: state.locale, keep: KEPT });
  if (!parsed.ok) return parsed;
  try {
    const answer = await state.api.call(contactMessageEndpoint, { body: parsed.data }, { toast: false });
    if (answer.message) state.toasts.push({ type: 'success', message: answer.message });
    return { ok: true, redirectTo: `${href('/:lang/contact', { lang: state.lang })}#message` };
  } catch (error) {
    return apiFailure(error, parsed.kept);
  }
}
