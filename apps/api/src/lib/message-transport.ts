import type { MessageChannel } from './messages.ts';

/** A message as its transport sends it: composed, queued, claimed for one try. */
export interface QueuedMessage {
  channel: MessageChannel;
  /** E.164 phone or e-mail address. */
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
export type TransportResult = { outcome: 'sent' } | { outcome: 'temporary' | 'permanent'; reason: string };

/**
 * Sends the queued messages of one channel over the network (decision 0041): e-mail over SMTP today, SMS over SMPP
 * next. It never throws for a refused message (it answers the outcome) and never logs a message, address or number.
 */
export interface MessageTransport {
  readonly channel: MessageChannel;
  readonly name: string;
  send(message: QueuedMessage): Promise<TransportResult>;
  /** Closes its connections (the app is closing). */
  close(): Promise<void>;
}

/** The recipient left out of a server's answer (`550 5.1.1 <someone@example.com>: no such user`). */
export function withoutRecipient(reason: string, recipient: string): string {
  return recipient ? reason.split(recipient).join('<recipient>') : reason;
}
