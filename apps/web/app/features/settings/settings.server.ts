import {
  accountSessionsEndpoint,
  customerProfileEndpoint,
  notificationPreferencesEndpoint,
  PHONE_EXAMPLES,
  COUNTRY_PROFILES,
  type CustomerProfile,
  type NotificationPreferences,
} from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { translate } from '@yolla/i18n/server';
import { href } from 'react-router';
import type { RequestState, ServerContext } from '../../lib/context.ts';
import { formatDateTime } from '../../lib/format.ts';
import { intentAction } from '../../lib/intents.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { safeRedirect } from '../../lib/redirects.server.ts';
import { signInSearch } from '../../lib/shared-searches.ts';
import { deletionIntent } from './deletion.server.ts';
import { notificationsIntent } from './notifications.server.ts';
import { phoneCodeIntent } from './phone.server.ts';
import { pictureIntent, removePictureIntent } from './picture.server.ts';
import { profileIntent, today } from './profile.server.ts';
import {
  addPasskeyIntent,
  loadPasskeys,
  passkeyView,
  removePasskeyIntent,
  type PasskeyView,
} from './passkeys.server.ts';
import {
  addPushDeviceIntent,
  loadPushDevices,
  removePushDeviceIntent,
  type PushDevicesView,
} from './push-devices.server.ts';
import { settingsSearch } from './settings-search.ts';
import { endSessionIntent, passwordIntent } from './security.server.ts';

/**
 * The page's action: its forms, each posting its `intent` (lib/intents.server.ts). Done, an intent comes back to
 * the page (the API's message as a toast); refused, its form shows the answer.
 */
export const changeSettings = intentAction(
  {
    profile: profileIntent,
    picture: pictureIntent,
    'remove-picture': removePictureIntent,
    'phone-code': phoneCodeIntent,
    password: passwordIntent,
    'end-session': endSessionIntent,
    'add-passkey': addPasskeyIntent,
    'remove-passkey': removePasskeyIntent,
    notifications: notificationsIntent,
    'add-push-device': addPushDeviceIntent,
    'remove-push-device': removePushDeviceIntent,
    'delete-account': deletionIntent,
  },
  { back: (state) => href('/:lang/cabinet/settings', { lang: state.lang }) },
);

export type SettingsOutcome = Awaited<ReturnType<typeof changeSettings>>;
export type SettingsIntent = Extract<SettingsOutcome, { ok: false }>['intent'] & string;

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
  /** The other session whose sign-out waits for a confirmation (`?end-session={id}`), if it is in the list. */
  endingSession: string | null;
  /** The passkey whose removal waits for a confirmation (`?remove-passkey={id}`), if it is in the list. */
  removingPasskey: string | null;
  notifications: NotificationPreferences | null;
  /** The devices receiving push and the key to subscribe with (null: not loaded). */
  push: PushDevicesView | null;
  /** The device whose removal waits for a confirmation (`?remove-push-device={id}`), if it is in the list. */
  removingPushDevice: string | null;
  /** What went wrong when a part of the page could not be loaded (in the page language). */
  problem: string | null;
  /** A page sent the customer here to finish their profile (`?redirect=`); saving it brings them back there. */
  returning: boolean;
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
 * `url`'s query may open a confirm step (settings-search.ts), kept only for an item of the customer's lists.
 */
export async function settingsPage(
  state: RequestState,
  server: Pick<ServerContext, 'config' | 'pages'>,
  url?: URL,
): Promise<SettingsData> {
  // The customer's own country, from the session (the profile answer has the same).
  const { country } = requireCustomer(state);
  const timeZone = COUNTRY_PROFILES[country].timeZone;
  const [profile, sessions, passkeys, notifications, push] = await Promise.allSettled([
    state.api.call(customerProfileEndpoint, {}, { toast: false }),
    loadSessions(state),
    loadPasskeys(state),
    state.api.call(notificationPreferencesEndpoint, {}, { toast: false }),
    loadPushDevices(state, state.locale, timeZone),
  ]);
  const problem = [profile, sessions, passkeys, notifications, push]
    .map((result) => messageOf(result, state.locale))
    .find(Boolean);
  const passkeyList =
    passkeys.status === 'fulfilled'
      ? passkeys.value.map((passkey) => passkeyView(passkey, state.locale, timeZone))
      : null;
  const sessionList =
    sessions.status === 'fulfilled'
      ? sessions.value.map((session) => sessionView(session, state.locale, timeZone))
      : null;
  const query = settingsSearch.parse(url ?? '');
  const other = (id: string | null) => sessionList?.find((session) => session.id === id && !session.current);
  return {
    today: today(),
    phoneExample: PHONE_EXAMPLES[country],
    // The API's picture limit, within what a page takes (room for the multipart envelope and the other fields).
    uploadLimitBytes: Math.min(server.config.bodyLimits.pictureBytes, server.config.bodyLimits.uploadBytes - 16 * 1024),
    profile:
      profile.status === 'fulfilled' ? (({ completed_address: _address, ...rest }) => rest)(profile.value.data) : null,
    sessions: sessionList,
    passkeys: passkeyList,
    endingSession: other(query['end-session'])?.id ?? null,
    removingPasskey: passkeyList?.find((passkey) => passkey.id === query['remove-passkey'])?.id ?? null,
    notifications: notifications.status === 'fulfilled' ? notifications.value.data : null,
    push: push.status === 'fulfilled' ? push.value : null,
    removingPushDevice:
      push.status === 'fulfilled'
        ? (push.value.devices.find((device) => device.id === query['remove-push-device'])?.id ?? null)
        : null,
    problem: problem ?? null,
    returning:
      safeRedirect(signInSearch.parse(url ?? '').redirect, { lang: state.lang, fallback: '', isPage: server.pages }) !==
      '',
  };
}
