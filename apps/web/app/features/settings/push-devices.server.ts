import {
  addPushSubscriptionEndpoint,
  idSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionsEndpoint,
  removePushSubscriptionEndpoint,
} from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import type { RequestState } from '../../lib/context.ts';
import { formatDateTime } from '../../lib/format.ts';
import { intent } from '../../lib/intents.server.ts';

/** The devices receiving push notifications as the settings page shows them, and the key to subscribe with. */
export interface PushDevicesView {
  /** The server's VAPID public key; null when push is not offered (the section and the column are not shown). */
  publicKey: string | null;
  devices: { id: string; label: string; added: string }[];
}

export async function loadPushDevices(state: RequestState, locale: Locale, timeZone: string): Promise<PushDevicesView> {
  const { data } = await state.api.call(pushSubscriptionsEndpoint, {}, { toast: false });
  return {
    publicKey: data.public_key,
    devices: data.subscriptions.map((device) => ({
      id: device.id,
      label: device.label,
      added: formatDateTime(device.created_at, locale, { timeZone }),
    })),
  };
}

function readJson(text: FormDataEntryValue | null): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `intent=add-push-device`: the browser's `PushSubscription.toJSON()` (`subscription`, JSON), kept by the API. */
export const addPushDeviceIntent = intent({
  posted: pushSubscriptionInputSchema.shape,
  values: (form) => {
    const subscription = readJson(form.get('subscription')) as { endpoint?: unknown; keys?: unknown } | null;
    return { endpoint: subscription?.endpoint, keys: subscription?.keys, label: form.get('label') ?? undefined };
  },
  run: async ({ data, state }) => {
    await state.api.call(addPushSubscriptionEndpoint, { body: data }, { toast: 'success' });
  },
});

/** `intent=remove-push-device`: one device of the list (`device`), after the confirm step; another's is 404. */
export const removePushDeviceIntent = intent({
  posted: { device: idSchema },
  run: async ({ data, state }) => {
    await state.api.call(removePushSubscriptionEndpoint, { params: { id: data.device } }, { toast: 'success' });
  },
});
