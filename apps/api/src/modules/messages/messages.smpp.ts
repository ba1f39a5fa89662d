import { randomInt } from 'node:crypto';
import type { SmsSettings } from '../../config-messages.ts';
import type { DeliveryReceipt, MessageTransport, TransportResult } from '../../lib/message-transport.ts';
import { createSmppBind, DEFAULT_TIMINGS, type BindTimings } from './messages.smpp-bind.ts';
import { encodeSms } from './messages.sms-encoding.ts';
import type { PDU } from './smpp.d.ts';

type SmppSettings = Extract<SmsSettings, { provider: 'smpp' }>;

/** SMPP 3.4 statuses a submission can get, by name (for the reason recorded), and whether a later try may pass. */
const STATUSES: Record<number, { name: string; temporary: boolean }> = {
  0x01: { name: 'ESME_RINVMSGLEN', temporary: false },
  0x04: { name: 'ESME_RINVBNDSTS', temporary: true },
  0x08: { name: 'ESME_RSYSERR', temporary: true },
  0x0a: { name: 'ESME_RINVSRCADR', temporary: false },
  0x0b: { name: 'ESME_RINVDSTADR', temporary: false },
  0x14: { name: 'ESME_RMSGQFUL', temporary: true },
  0x45: { name: 'ESME_RSUBMITFAIL', temporary: true },
  0x58: { name: 'ESME_RTHROTTLED', temporary: true },
  0x61: { name: 'ESME_RINVSCHED', temporary: false },
  0x62: { name: 'ESME_RINVEXPIRY', temporary: false },
  0x64: { name: 'ESME_RX_T_APPN', temporary: true },
  0x65: { name: 'ESME_RX_P_APPN', temporary: false },
  0x66: { name: 'ESME_RX_R_APPN', temporary: false },
};

/**
 * The outcome of a submission the SMSC refused: throttled (0x58), its queue full (0x14), a system error and the
 * other passing conditions are tried again by the queue; any other status (a number it cannot reach, a text too long)
 * refuses this message for good. The reason names the status, never the number.
 */
export function smppOutcome(status: number): Exclude<TransportResult, { outcome: 'sent' }> {
  const known = STATUSES[status];
  const reason = `submit_sm_resp command_status 0x${status.toString(16).padStart(8, '0')}${known ? ` ${known.name}` : ''}`;
  return { outcome: known?.temporary ? 'temporary' : 'permanent', reason };
}

/** ESM class bits: a delivery receipt (SMPP 3.4 §5.2.12), and a user data header in the message. */
const RECEIPT = 0x04;
const UDH_INDICATOR = 0x40;
/** The final states of a receipt: its `message_state` TLV, or the `stat:` of its text (SMPP 3.4 appendix B). */
const STATES: Record<string, DeliveryReceipt['state']> = {
  2: 'delivered',
  3: 'expired',
  4: 'undeliverable',
  5: 'undeliverable',
  7: 'undeliverable',
  8: 'undeliverable',
  DELIVRD: 'delivered',
  EXPIRED: 'expired',
  DELETED: 'undeliverable',
  UNDELIV: 'undeliverable',
  UNKNOWN: 'undeliverable',
  REJECTD: 'undeliverable',
};

/** A final delivery receipt's part id and state, or null for a `deliver_sm` that is none (or not final). */
export function parseReceipt(pdu: PDU): DeliveryReceipt | null {
  if (((pdu.esm_class ?? 0) & 0x3c) !== RECEIPT) return null;
  const message = pdu.short_message?.message;
  const text = typeof message === 'string' ? message : (message?.toString('latin1') ?? '');
  const providerId = pdu.receipted_message_id || /\bid:(\S+)/.exec(text)?.[1];
  const state = STATES[pdu.message_state ?? /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase() ?? ''];
  return providerId && state ? { providerId, state } : null;
}

/** A sender of digits (with or without `+`) is a number (international), any other is alphanumeric. */
function senderAddress(sender: string) {
  return /^\+?\d+$/.test(sender)
    ? { source_addr_ton: 1, source_addr_npi: 1, source_addr: sender.replace(/^\+/, '') }
    : { source_addr_ton: 5, source_addr_npi: 0, source_addr: sender };
}

/**
 * SMS over SMPP 3.4 (`SMPP_URL`): one bound transceiver per process (`messages.smpp-bind.ts`), each message in GSM
 * 03.38 or UCS-2 and in parts (`messages.sms-encoding.ts`), a final delivery receipt asked for each part. A message is
 * sent when every part was accepted; the first refused part answers the message's outcome.
 */
export function createSmppTransport(settings: SmppSettings, timings: BindTimings = DEFAULT_TIMINGS): MessageTransport {
  const bind = createSmppBind(settings, timings);
  const source = senderAddress(settings.sender);
  return {
    channel: 'sms',
    name: 'smpp',
    async send(message) {
      const { dataCoding, parts } = encodeSms(message.body, randomInt(256));
      const providerIds: string[] = [];
      for (const part of parts) {
        const answer = await bind.submit({
          ...source,
          dest_addr_ton: 1,
          dest_addr_npi: 1,
          destination_addr: message.recipient.replace(/^\+/, ''),
          esm_class: parts.length > 1 ? UDH_INDICATOR : 0,
          registered_delivery: 1,
          data_coding: dataCoding,
          short_message: part,
        });
        if ('lost' in answer) return { outcome: 'temporary', reason: answer.lost };
        if (answer.status !== 0) return smppOutcome(answer.status);
        providerIds.push(answer.messageId);
      }
      return { outcome: 'sent', parts: parts.length, providerIds };
    },
    receive(record) {
      bind.onDeliver(async (pdu) => {
        const receipt = parseReceipt(pdu);
        if (receipt) await record(receipt);
      });
      bind.open();
    },
    close: () => bind.close(),
  };
}
