import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@yolla/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { notificationPreferences } from './notification-preferences.table.ts';

/** The stored choices (the settings page asks on every view). */
const storedChoicesQuery = preparedQuery((db) =>
  db
    .select({
      channel: notificationPreferences.channel,
      event: notificationPreferences.event,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customerId, sql.placeholder('customerId')))
    .prepare('notification_preferences_read'),
);

/** Every choice of the customer: the stored ones over the defaults. */
export async function readPreferences(db: Db, customerId: number): Promise<NotificationPreferences> {
  const rows = await storedChoicesQuery(db).execute({ customerId });
  const choices: NotificationPreferences = {
    sms: { ...NOTIFICATION_DEFAULTS.sms },
    email: { ...NOTIFICATION_DEFAULTS.email },
    push: { ...NOTIFICATION_DEFAULTS.push },
  };
  for (const row of rows) choices[row.channel][row.event] = row.enabled;
  return choices;
}

/** Stores the choices sent (each an upsert, so two saves at once both land, the later value winning). */
export async function savePreferences(
  db: Db,
  customerId: number,
  change: NotificationPreferencesUpdate,
  now: Date,
): Promise<void> {
  const rows: { customerId: number; channel: NotificationChannel; event: NotificationEvent; enabled: boolean }[] = [];
  for (const channel of NOTIFICATION_CHANNELS) {
    for (const event of NOTIFICATION_EVENTS) {
      const enabled = change[channel]?.[event];
      if (enabled !== undefined) rows.push({ customerId, channel, event, enabled });
    }
  }
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ ...row, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.customerId, notificationPreferences.channel, notificationPreferences.event],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
    });
}

export async function erasePreferences(tx: Db, customerId: number): Promise<void> {
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.customerId, customerId));
}

/** The channels the customer chose for one event: their stored choices over the defaults. */
export async function chosenChannels(
  db: Db,
  customerId: number,
  event: NotificationEvent,
): Promise<NotificationChannel[]> {
  const stored = await db
    .select({ channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.customerId, customerId), eq(notificationPreferences.event, event)));
  return NOTIFICATION_CHANNELS.filter(
    (channel) => stored.find((row) => row.channel === channel)?.enabled ?? NOTIFICATION_DEFAULTS[channel][event],
  );
}
