import { smsCodeOf, SMS_MESSAGES_SHOWN, type SmsGatewayMessage, type SmsInbox, type SmsMessage } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import type { PubSub } from '../../lib/pub-sub.ts';
import { smsInboxErrors } from './sms-inbox.errors.ts';
import {
  findByGatewayId,
  holderOf,
  holdNumber,
  insertMessage,
  listMessages,
  messagesAfter,
} from './sms-inbox.repository.ts';
import type { SmsMessageRow, SmsNumberRow } from './sms-inbox.table.ts';

export const toMessage = (row: SmsMessageRow): SmsMessage => ({
  id: String(row.id),
  sender: row.sender,
  text: row.body,
  code: smsCodeOf(row.body),
  received_at: row.receivedAt.toISOString(),
});

/** The channel a customer's new messages are announced on (the notice carries nothing but the message's id). */
export const channelOf = (customerId: number) => `sms-inbox:${customerId}`;

export interface GatewayOutcome {
  id: number;
  delivered: boolean;
  repeated: boolean;
}

export function createSmsInbox({
  db,
  clock,
  pubSub,
  marketplaces,
}: {
  db: Db;
  clock: Clock;
  pubSub: PubSub;
  marketplaces: readonly string[];
}) {
  function known(marketplace: string): string {
    if (!marketplaces.includes(marketplace)) throw smsInboxErrors.unknownMarketplace();
    return marketplace;
  }

  /** The customer's number for the marketplace, assigned from the pool on first use (null: the pool is empty). */
  function numberOf(customerId: number, marketplace: string): Promise<SmsNumberRow | null> {
    return holdNumber(db, customerId, known(marketplace), clock.now());
  }

  async function receiveOnce(message: SmsGatewayMessage): Promise<GatewayOutcome & { holder: number | null }> {
    return db.transaction(async (tx) => {
      const seen = await findByGatewayId(tx, message.message_id);
      if (seen) return { id: seen.id, delivered: seen.customerId !== null, repeated: true, holder: seen.customerId };
      const holder = await holderOf(tx, message.to);
      const row = await insertMessage(tx, {
        number: message.to,
        gatewayMessageId: message.message_id,
        sender: message.from,
        body: message.text,
        receivedAt: new Date(message.received_at),
        customerId: holder,
        recordedAt: clock.now(),
      });
      return { id: row.id, delivered: holder !== null, repeated: false, holder };
    });
  }

  return {
    marketplaces,
    known,
    numberOf,

    async inbox(customerId: number, marketplace: string): Promise<SmsInbox> {
      const number = await numberOf(customerId, marketplace);
      const rows = number ? await listMessages(db, customerId, number.number, SMS_MESSAGES_SHOWN) : [];
      return {
        marketplace,
        number: number?.number ?? null,
        assigned_at: number?.assignedAt?.toISOString() ?? null,
        messages: rows.map(toMessage),
      };
    },

    /** Newest first; with `after`, only the messages after that id (the page's polling). */
    async messages(customerId: number, marketplace: string, after: number | null): Promise<SmsMessage[]> {
      const number = await numberOf(customerId, marketplace);
      if (!number) return [];
      const rows =
        after === null
          ? await listMessages(db, customerId, number.number, SMS_MESSAGES_SHOWN)
          : (await messagesAfter(db, customerId, number.number, after, SMS_MESSAGES_SHOWN)).reverse();
      return rows.map(toMessage);
    },

    /** The id of the customer's newest message on the number (0: none yet). */
    async newestId(customerId: number, number: string): Promise<number> {
      const [row] = await listMessages(db, customerId, number, 1);
      return row?.id ?? 0;
    },

    /** Oldest first, after `afterId`: what a stream sends next. */
    async since(customerId: number, number: string, afterId: number): Promise<SmsMessage[]> {
      return (await messagesAfter(db, customerId, number, afterId, SMS_MESSAGES_SHOWN)).map(toMessage);
    },

    /**
     * A message from the gateway, once: the same message id again changes nothing and answers as the first time
     * (two copies at once included). It belongs to the number's holder at this moment, or to no one (kept for the
     * operator). Its holder's open streams, in every process, hear of it after the commit.
     */
    async receive(message: SmsGatewayMessage): Promise<GatewayOutcome> {
      let outcome: GatewayOutcome & { holder: number | null };
      try {
        outcome = await receiveOnce(message);
      } catch (error) {
        if (uniqueViolation(error) === null) throw error;
        outcome = await receiveOnce(message);
      }
      const { holder, ...answer } = outcome;
      if (!answer.repeated && holder !== null) await pubSub.publish(channelOf(holder), String(answer.id));
      return answer;
    },
  };
}

export type SmsInboxService = ReturnType<typeof createSmsInbox>;
