import { pipeline, Readable } from 'node:stream';
import type { WalletHistoryFilter, WalletLine } from '@yolla/contract';
import { stringify, type Stringifier } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { attachmentDisposition, FILE_DOWNLOAD_HEADERS } from '../../lib/file-download.ts';
import { allLines } from './wallet.history.ts';

/** The statement's columns, in order, and the header row's names (stable: spreadsheets and scripts read them). */
export const STATEMENT_COLUMNS = [
  'time',
  'kind',
  'currency',
  'amount',
  'parcels',
  'top_up_id',
  'transaction_id',
  /** The buy-for-me or courier order paid or refunded (added last, so the earlier columns keep their places). */
  'order_kind',
  'order_id',
] as const;

/** How many lines one query of the statement reads (keyset pages: never the whole history at once). */
export const STATEMENT_PAGE_SIZE = 500;

/** What the CSV stream holds before it waits for the reader: some 200 lines (with the reader's chunk, two pages at most). */
export const STATEMENT_BUFFER_BYTES = 16 * 1024;

/**
 * Minor units as a decimal with a dot and two places (`-1250` → `-12.50`): every wallet currency has two decimals.
 * Built from the digits, never by dividing a float, so the largest balances come out exact.
 */
export function decimalOf(minor: number): string {
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** One history line as a statement record: ISO 8601 UTC time, the kind's code, the decimal amount. */
export function statementRecord(line: WalletLine): Record<(typeof STATEMENT_COLUMNS)[number], string> {
  return {
    time: line.created_at,
    kind: line.kind,
    currency: line.currency,
    amount: decimalOf(line.amount),
    parcels: line.parcels.join(' '),
    top_up_id: line.top_up_id ?? '',
    transaction_id: line.transaction_id,
    order_kind: line.order?.kind ?? '',
    order_id: line.order?.id ?? '',
  };
}

/** RFC 4180 CSV of the lines as they come: a header row, CRLF, a field quoted when it holds a comma, quote or newline. */
export function statementCsv(lines: AsyncIterable<WalletLine> | Iterable<WalletLine>): Stringifier {
  const csv = stringify({
    header: true,
    columns: [...STATEMENT_COLUMNS],
    record_delimiter: 'windows',
    readableHighWaterMark: STATEMENT_BUFFER_BYTES,
  });
  const records = Readable.from(
    (async function* () {
      for await (const line of lines) yield statementRecord(line);
    })(),
  );
  // An error reading the lines ends the CSV with it; a client gone away ends the reading (the generator returns).
  pipeline(records, csv, () => undefined);
  return csv;
}

/**
 * The customer's filtered history as a CSV stream: read in pages of `pageSize` as the client takes it (the stream's
 * back-pressure pauses the reading), so a long history never sits in memory.
 */
export function statementStream(
  db: Db,
  customerId: number,
  filter: WalletHistoryFilter,
  pageSize = STATEMENT_PAGE_SIZE,
): Stringifier {
  return statementCsv(allLines(db, customerId, filter, pageSize));
}

/**
 * Answers with the statement as a download, like every customer's file (`sendFileDownload`): CSV in UTF-8, saved as
 * `wallet-<day>.csv`, never shown inline nor cached; no length, it is streamed as it is read.
 */
export function sendStatement(reply: FastifyReply, csv: Stringifier, day: string): Stringifier {
  reply
    .headers(FILE_DOWNLOAD_HEADERS)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(`wallet-${day}.csv`));
  return csv;
}
