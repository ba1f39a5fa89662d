import type { MessageChannel } from './messages.ts';

/** A message as its transport sends it: composed, queued, claimed for one try. */
export interface QueuedMessage {
  channel: MessageChannel;
  /** E.164 phone, e-mail address, or a push subscription's id. */
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  unsubscribeUrl: string | null;
}

/**
 * What one try gave: sent; a temporary failure (tried again after a backoff: an SMTP 4xx, a connection refused); or a
 * permanent one (an SMTP 5xx: recorded as failed at once). `reason` is the server's answer, never the message's text;
 * a transport leaves the recipient out of it.
 */
export type TransportResult =
  | {
      outcome: 'sent';
      /** An SMS's parts and the SMSC's id of each (which its delivery receipts name). */
      parts?: number;
      providerIds?: string[];
    }
  | { outcome: 'temporary' | 'permanent'; reason: string };

/** A network's final report on one part of a sent message (an SMPP delivery receipt). */
export interface DeliveryReceipt {
  providerId: string;
  state: 'delivered' | 'undeliverable' | 'expired';
}

/**
 * Sends the queued messages of one channel over the network (decision 0041): e-mail over SMTP, SMS over SMPP. It never throws for a refused message (it answers the outcome) and never logs a message, address or number.
 */
export interface MessageTransport {
  readonly channel: MessageChannel;
  readonly name: string;
  send(message: QueuedMessage): Promise<TransportResult>;
  /**
   * Starts listening for delivery receipts (SMPP binds at once for them), each handed to `record`; the transport
   * acknowledges a receipt once `record` has settled. Absent where the network reports nothing (SMTP).
   */
  receive?(record: (receipt: DeliveryReceipt) => Promise<void>): void;
  /** Closes its connections (the app is closing). */
  close(): Promise<void>;
}

/** The recipient left out of a server's answer (`550 5.1.1 <someone@example.com>: no such user`). */
export function withoutRecipient(reason: string, recipient: string): string {
  return recipient ? reason.split(recipient).join('<recipient>') : reason;
}
