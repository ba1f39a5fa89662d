import { verify } from 'node:crypto';
import { Readable } from 'node:stream';
import { bogCallbackEndpoint, type BogCallback } from '@yolla/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { RouteTable } from '../../http/routes.ts';
import { ApiError } from '../../lib/api-error.ts';
import { reportOfReceipt } from './bog-orders.ts';
import { BOG_PROVIDER_NAME } from './bog-payments.ts';
import { reportMatches, type PaymentProviders } from './payment-providers.ts';
import { topUps } from './wallet.table.ts';
import type { TopUps } from './wallet.top-ups.ts';

/** A callback's body is an order's details: far below this. */
const MAX_BYTES = 64 * 1024;
const SIGNATURE_HEADER = 'callback-signature';

export interface BogCallbackDeps {
  db: Db;
  /** The bank's public key (PEM), or null while Georgia does not pay through it: every callback is refused. */
  publicKey: string | null;
  settle: TopUps['settle'];
  providers: Pick<PaymentProviders, 'mismatch'>;
  warn?: (line: string) => void;
}

async function bytesOf(payload: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > MAX_BYTES) throw new ApiError('common.payload_too_large');
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * Bank of Georgia's callback (decision 0042), from its descriptor like every endpoint. The signature
 * (`Callback-Signature`, base64 SHA256withRSA by the bank's key) is checked over the raw body before it is parsed —
 * missing or wrong, 401 `wallet.callback_signature_invalid` and nothing read or changed. An `order_payment` event
 * then settles its top-up through the one `settle`, under the top-up's row lock: paid only for the top-up's own
 * amount and currency (else 409 `wallet.payment_mismatch`, logged and counted like a status read), repeated and
 * concurrent callbacks credit once. A status still open, or another event, changes nothing (200).
 */
export function bogCallbackRoutes(table: RouteTable, deps: BogCallbackDeps): void {
  const warn = deps.warn ?? ((line: string) => console.warn(line));
  async function checkSignature(request: FastifyRequest, _reply: unknown, payload: AsyncIterable<Buffer>) {
    const body = await bytesOf(payload);
    const header = request.headers[SIGNATURE_HEADER];
    const signature = typeof header === 'string' ? Buffer.from(header, 'base64') : null;
    let valid = false;
    try {
      valid = !!deps.publicKey && !!signature?.length && verify('sha256', body, deps.publicKey, signature);
    } catch {
      valid = false;
    }
    if (!valid) {
      warn(
        `bog callback: signature ${signature?.length ? 'wrong' : 'missing'}${deps.publicKey ? '' : ' (not configured)'}`,
      );
      throw new ApiError('wallet.callback_signature_invalid');
    }
    return Readable.from([body]);
  }

  async function receive(callback: BogCallback) {
    const receipt = callback.body;
    const report = reportOfReceipt(receipt);
    return deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(topUps)
        .where(and(eq(topUps.provider, BOG_PROVIDER_NAME), eq(topUps.reference, receipt.order_id)))
        .for('update');
      if (!found) throw new ApiError('wallet.top_up_not_found');
      const ours = !receipt.external_order_id || receipt.external_order_id === String(found.id);
      if (!ours || !reportMatches(report, found)) {
        deps.providers.mismatch(BOG_PROVIDER_NAME, found.id);
        throw new ApiError('wallet.payment_mismatch');
      }
      if (callback.event !== 'order_payment' || report.status === 'pending') {
        return { top_up_id: String(found.id), state: found.state };
      }
      const settled = await deps.settle(tx, found.id, report.status, report.transactionId);
      return { top_up_id: String(settled.id), state: settled.state };
    });
  }

  table.add(
    bogCallbackEndpoint,
    async ({ body, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await receive(body) };
    },
    { preParsing: checkSignature },
  );
}
