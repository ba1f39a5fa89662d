import { TOLD_CHANNELS, type Notice, type NotificationChannel } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Messenger } from '../../lib/messages.ts';
import { failedChannels, listNotices } from './notifications.repository.ts';
import type { NotificationRow } from './notifications.table.ts';

/** The reference a notice's message carries on one channel, so the list can ask whether it arrived. */
export const noticeReference = (notificationId: number, channel: NotificationChannel) =>
  `notice:${notificationId}:${channel}`;

const toNotice = (row: NotificationRow, undelivered: Notice['undelivered']): Notice => ({
  id: String(row.id),
  event: row.event,
  parcel_id: row.parcelId === null ? null : String(row.parcelId),
  tracking_number: row.trackingNumber,
  params: row.params,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
  undelivered,
});

/**
 * A page of the customer's notices, each with the channels its message did not reach them by: the delivery failed
 * for good on our side (no address any more, the provider refusing), or the provider gave up or the network reported
 * it undeliverable or expired.
 */
export async function noticePage(
  db: Db,
  messages: Pick<Messenger, 'undelivered'>,
  customerId: number,
  page: number,
): Promise<{ notices: Notice[]; total: number }> {
  const { rows, total } = await listNotices(db, customerId, page);
  const ids = rows.map((row) => row.id);
  const references = ids.flatMap((id) => TOLD_CHANNELS.map((channel) => noticeReference(id, channel)));
  const [failed, lost] = await Promise.all([failedChannels(db, ids), messages.undelivered(references)]);
  const failedHere = new Set(failed.map((row) => noticeReference(row.notificationId, row.channel)));
  const notices = rows.map((row) =>
    toNotice(
      row,
      TOLD_CHANNELS.filter((channel) => {
        const reference = noticeReference(row.id, channel);
        return failedHere.has(reference) || lost.has(reference);
      }),
    ),
  );
  return { notices, total };
}
