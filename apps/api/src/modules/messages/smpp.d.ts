/**
 * The part of the `smpp` package (0.5, untyped CommonJS) that the SMS transport and its test aggregator use, loaded
 * through `messages.smpp-package.ts` (so that every project compiling the API — the web app, the benchmarks — has
 * its types without an ambient declaration of its own).
 */
import type { EventEmitter } from 'node:events';
import type { Server as NetServer, Socket } from 'node:net';

/** A decoded `short_message`: its user data headers (with UDHI set) and its text in the PDU's data coding. */
export interface ShortMessage {
  udh?: Buffer[];
  message: string | Buffer;
}

/** The PDU fields we set or read (SMPP 3.4 names); a response with an error status carries only its header. */
export interface PduFields {
  command_status?: number;
  sequence_number?: number;
  system_id?: string;
  password?: string;
  system_type?: string;
  interface_version?: number;
  source_addr_ton?: number;
  source_addr_npi?: number;
  source_addr?: string;
  dest_addr_ton?: number;
  dest_addr_npi?: number;
  destination_addr?: string;
  esm_class?: number;
  registered_delivery?: number;
  data_coding?: number | null;
  short_message?: Buffer | string | ShortMessage;
  message_id?: string;
  receipted_message_id?: string;
  message_state?: number;
}

export interface PDU {
  command: string;
  command_id: number;
  command_status: number;
  sequence_number: number;
  system_id?: string;
  password?: string;
  source_addr?: string;
  destination_addr?: string;
  dest_addr_ton?: number;
  esm_class?: number;
  registered_delivery?: number;
  data_coding?: number;
  short_message?: ShortMessage;
  message_id?: string;
  receipted_message_id?: string;
  message_state?: number;
  isResponse(): boolean;
  response(options?: PduFields): PDU;
}

type Callback = (pdu: PDU) => void;

export interface Session extends EventEmitter {
  socket: Socket;
  send(pdu: PDU, responseCallback?: Callback, sendCallback?: Callback): boolean;
  bind_transceiver(options: PduFields, responseCallback?: Callback): boolean;
  submit_sm(options: PduFields, responseCallback?: Callback): boolean;
  deliver_sm(options: PduFields, responseCallback?: Callback): boolean;
  enquire_link(responseCallback?: Callback): boolean;
  unbind(responseCallback?: Callback): boolean;
  close(callback?: () => void): void;
  destroy(callback?: () => void): void;
}

export interface Server extends NetServer {
  sessions: Session[];
}

/** The package's exports we use. */
export interface SmppPackage {
  PDU: new (command: string, options?: PduFields) => PDU;
  connect(options: { host: string; port: number; tls?: boolean }): Session;
  createServer(listener: (session: Session) => void): Server;
}
