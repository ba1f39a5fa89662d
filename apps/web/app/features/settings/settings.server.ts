import {
  accountSessionsEndpoint,
  customerProfileEndpoint,
  notificationPreferencesEndpoint,
  PHONE_EXAMPLES,
  type Country,
  type CustomerProfile,
  type NotificationPreferences,
} from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { translate } from '@yolla/i18n/server';
import { href } from 'react-router';
import type { RequestState, ServerContext } from '../../lib/context.ts';
import { formatDateTime } from '../../lib/format.ts';
import { malformedForm, type FormFailure } from '../../lib/form.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { deleteAccount } from './deletion.server.ts';
import { saveNotifications } from './notifications.server.ts';
import { requestPhoneCode } from './phone.server.ts';
import { removePicture, uploadPicture } from './picture.server.ts';
import { saveProfile, today } from './profile.server.ts';
import {
  addPasskey,
  loadPasskeys,
  passkeyToRemove,
  passkeyView,
  removePasskey,
  type PasskeyView,
} from './passkeys.server.ts';
import { changePassword, endSession } from './security.server.ts';

/** The forms of the settings page, each posting its own `intent` to the page's action. */
export const SETTINGS_INTENTS = [
  'profile',
  'picture',
  'remove-picture',
  'phone-code',
  'password',
  'end-session',
  'add-passkey',
  'remove-passkey',
  'notifications',
  'delete-account',
] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

/** A refused form of the page, marked with its intent so only that form shows the answer. */
export type SettingsFailure = FormFailure & { intent: SettingsIntent | null };
export type SettingsOutcome = { ok: true; redirectTo: string } | SettingsFailure;

/** Where each country's customers live, for the times the page shows. */
const TIME_ZONES: Record<Country, string> = { AZ: 'Asia/Baku', UZ: 'Asia/Tashkent', GE: 'Asia/Tbilisi' };

export interface SessionView {
  id: string;
  browser: string | null;
  os: string | null;
  device: 'desktop' | 'phone' | 'tablet' | 'unknown';
  signedIn: string;
  lastSeen: string;
  current: boolean;
}

/** The profile as the form shows it (the picture and the suite code beside it). */
export type ProfileView = Omit<CustomerProfile, 'completed_address'>;

export interface SettingsData {
  /** The API's "today" (a UTC day), for the birth-date rule in the browser. */
  today: string;
  /** A phone number of the customer's country, as the phone field's hint shows it. */
  phoneExample: string;
  /** The largest file the web server takes (the browser checks a picture against it before sending). */
  uploadLimitBytes: number;
  profile: ProfileView | null;
  sessions: SessionView[] | null;
  passkeys: PasskeyView[] | null;
  /** The passkey whose removal waits for a confirmation (`?remove-passkey={id}`). */
  removingPasskey: string | null;
  notifications: NotificationPreferences | null;
  /** What went wrong when a part of the page could not be loaded (in the page language). */
  problem: string | null;
}

function messageOf(result: PromiseSettledResult<unknown>, locale: Locale): string | null {
  if (result.status === 'fulfilled') return null;
  const error: unknown = result.reason;
  return error instanceof Error && error.message ? error.message : translate(locale, 'errors.common.internal');
}

function sessionView(
  session: Awaited<ReturnType<typeof loadSessions>>[number],
  locale: Locale,
  timeZone: string,
): SessionView {
  return {
    id: session.id,
    browser: session.browser,
    os: session.os,
    device: session.device,
    signedIn: formatDateTime(session.created_at, locale, { timeZone }),
    lastSeen: formatDateTime(session.last_seen_at, locale, { timeZone }),
    current: session.current,
  };
}

async function loadSessions(state: RequestState) {
  return (await state.api.call(accountSessionsEndpoint, {}, { toast: false })).data;
}

/**
 * What the page shows: the profile, the sessions, the passkeys and the notification choices, each on its own;
 * `url` asks for a confirm step (`?remove-passkey={id}`).
 */
export async function settingsPage(
  state: RequestState,
  server: Pick<ServerContext, 'config'>,
  url?: URL,
): Promise<SettingsData> {
  const [profile, sessions, passkeys, notifications] = await Promise.allSettled([
    state.api.call(customerProfileEndpoint, {}, { toast: false }),
    loadSessions(state),
    loadPasskeys(state),
    state.api.call(notificationPreferencesEndpoint, {}, { toast: false }),
  ]);
  // The customer's own country, from the session (the profile answer has the same).
  const { country } = requireCustomer(state);
  const timeZone = TIME_ZONES[country];
  const problem = [profile, sessions, passkeys, notifications]
    .map((result) => messageOf(result, state.locale))
    .find(Boolean);
  const passkeyList =
    passkeys.status === 'fulfilled'
      ? passkeys.value.map((passkey) => passkeyView(passkey, state.locale, timeZone))
      : null;
  return {
    today: today(),
    phoneExample: PHONE_EXAMPLES[country],
    // Room for the multipart envelope and the form's other fields.
    uploadLimitBytes: server.config.bodyLimits.uploadBytes - 16 * 1024,
    profile:
      profile.status === 'fulfilled' ? (({ completed_address: _address, ...rest }) => rest)(profile.value.data) : null,
    sessions:
      sessions.status === 'fulfilled'
        ? sessions.value.map((session) => sessionView(session, state.locale, timeZone))
        : null,
    passkeys: passkeyList,
    removingPasskey: passkeyToRemove(url, passkeyList),
    notifications: notifications.status === 'fulfilled' ? notifications.value.data : null,
    problem: problem ?? null,
  };
}

function isIntent(value: unknown): value is SettingsIntent {
  return typeof value === 'string' && (SETTINGS_INTENTS as readonly string[]).includes(value);
}

/** The page's action: the posted form's `intent` says which form it is; success comes back to the page. */
export async function changeSettings(
  request: Request,
  state: RequestState,
  server: Pick<ServerContext, 'config'>,
): Promise<SettingsOutcome> {
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isIntent(intent)) return { ...malformedForm(state.locale), intent: null };
  const back = href('/:lang/cabinet/settings', { lang: state.lang });
  const outcomes: Record<SettingsIntent, () => Promise<FormFailure | { ok: true; redirectTo: string } | null>> = {
    profile: () => saveProfile(form, state),
    picture: () => uploadPicture(form, state),
    'remove-picture': () => removePicture(state),
    'phone-code': () => requestPhoneCode(form, state, server),
    password: () => changePassword(form, state),
    'end-session': () => endSession(form, state),
    'add-passkey': () => addPasskey(form, state),
    'remove-passkey': () => removePasskey(form, state),
    notifications: () => saveNotifications(form, state),
    'delete-account': () => deleteAccount(form, state),
  };
  const outcome = await outcomes[intent]();
  if (!outcome) return { ok: true, redirectTo: back };
  return outcome.ok ? outcome : { ...outcome, intent };
}
