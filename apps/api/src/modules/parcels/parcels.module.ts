import {
  changeDeliveryEndpoint,
  INVOICE_FIELD,
  INVOICE_MAX_BYTES,
  parcelInvoiceEndpoint,
  parcelPhotoEndpoint,
  uploadInvoiceEndpoint,
  changeParcelEndpoint,
  declareParcelEndpoint,
  OPEN_STATES,
  parcelByTrackingEndpoint,
  parcelPaymentQuoteEndpoint,
  payParcelsEndpoint,
  parcelEndpoint,
  parcelOverviewEndpoint,
  parcelsEndpoint,
  PARCELS_PER_PAGE,
  publicTrackingEndpoint,
  trackingRevisionEndpoint,
  warehouseEventEndpoint,
  warehousePhotoEndpoint,
} from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { sendFileDownload } from '../../lib/file-download.ts';
import { readUploadedFile } from '../../lib/uploaded-file.ts';
import { periodicJob } from '../../lib/periodic.ts';
import { parcelErrors } from './parcels.errors.ts';
import { sweepUnclaimedInvoices } from './parcels.invoice-sweep.ts';
import { createDeclarations } from './parcels.declarations.ts';
import { createWarehouseEvents } from './parcels.events.ts';
import { createParcelFiles } from './parcels.files.ts';
import { PARCEL_NOTIFICATIONS } from './parcels.notifications.ts';
import { createParcelPayments, parseParcelIds } from './parcels.payments.ts';
import { findPublicTracking, trackingRevision } from './parcels.tracking.ts';
import { eraseParcelPersonalData, hasOpenParcels } from './parcels.repository.ts';
import { listParcels, parcelOverview } from './parcels.list.ts';
import { createParcelService } from './parcels.service.ts';
import { toSummary } from './parcels.views.ts';

/**
 * Parcels: the customer's declarations, list and detail, and the lifecycle the warehouse system drives through the
 * machine access (decision 0032). Files (invoices, photos) live in the file store (decision 0031).
 */
export const parcelsModule = defineModule({
  name: 'parcels',
  config: ['sweeps'],
  provides: { parcels: createParcelService },
  setup({ db, clock, config, services }) {
    const files = createParcelFiles(db, services.files, services.courierOrders);
    const declarations = createDeclarations({ db, clock, invoiceIsOwn: files.invoiceIsOwn, content: services.content });
    const events = createWarehouseEvents({
      db,
      tariffs: services.tariffs,
      notifications: services.notifications,
      wallet: services.wallet,
      customers: services.customers,
    });
    const payments = createParcelPayments({ db, wallet: services.wallet });
    const everyMs = config.sweeps.everyMs;
    const sweep = () => sweepUnclaimedInvoices({ db, clock, files: services.files });
    return {
      // Invoices no declaration named within a day of upload (docs/operations.md).
      ...(everyMs ? { background: periodicJob({ name: 'the invoice sweep', everyMs, round: sweep }) } : {}),
      contributes: {
        obligations: [
          {
            name: 'parcels',
            find: async (tx, customerId) =>
              (await hasOpenParcels(tx, customerId, OPEN_STATES)) ? 'deletion.pending_parcels' : null,
          },
        ],
        erasers: [{ name: 'parcels', erase: eraseParcelPersonalData }],
        notifications: PARCEL_NOTIFICATIONS,
      },
      routes(table) {
        table.add(parcelsEndpoint, async ({ customer, query }) => {
          const { rows, total, counts } = await listParcels(db, customer.id, query);
          return {
            data: rows.map(toSummary),
            meta: { page: query.page, per_page: PARCELS_PER_PAGE, total, counts },
          };
        });
        table.add(parcelOverviewEndpoint, async ({ customer }) => ({ data: await parcelOverview(db, customer.id) }));
        table.add(parcelEndpoint, async ({ customer, params }) => ({
          data: await files.detailOf(customer.id, Number(params.id)),
        }));
        table.add(parcelByTrackingEndpoint, async ({ customer, params }) => {
          const row = await declarations.findOwnedByTracking(customer.id, params.tracking_number);
          return { data: await files.detailOf(customer.id, row?.id ?? null) };
        });
        table.add(declareParcelEndpoint, async ({ customer, body, request, reply }) => {
          const parcel = await declarations.declare(customer, body);
          reply.status(201);
          return { data: await files.detailOf(customer.id, parcel.id), message: request.t('api.parcel_declared') };
        });
        table.add(changeParcelEndpoint, async ({ customer, params, body, request }) => {
          const parcel = await declarations.change(customer, Number(params.id), body);
          return { data: await files.detailOf(customer.id, parcel.id), message: request.t('api.parcel_saved') };
        });
        table.add(parcelPaymentQuoteEndpoint, async ({ customer, query }) => ({
          data: await payments.quote(customer.id, parseParcelIds(query.ids)),
        }));
        table.add(payParcelsEndpoint, async ({ customer, body, tx, request }) => ({
          data: await payments.pay(tx, customer.id, parseParcelIds(body.parcel_ids), clock.now()),
          message: request.t('api.parcels_paid'),
        }));
        table.add(changeDeliveryEndpoint, async ({ customer, params, body, request }) => {
          const parcel = await declarations.changeDelivery(customer, Number(params.id), body);
          return { data: await files.detailOf(customer.id, parcel.id), message: request.t('api.delivery_saved') };
        });
        table.add(uploadInvoiceEndpoint, async ({ customer, request }) => {
          const upload = await readUploadedFile(request, INVOICE_FIELD, INVOICE_MAX_BYTES);
          const file = await services.files.save(db, { customerId: customer.id, kind: 'invoice', ...upload });
          return { data: { id: file.id, content_type: file.contentType, size: file.size } };
        });
        // Another customer's parcel or file, and a file that is not this parcel's, are 404 alike (never 403).
        table.add(parcelInvoiceEndpoint, async ({ customer, params, reply }) => {
          const parcel = await files.ownedParcel(customer.id, Number(params.id));
          const file = parcel?.invoiceFileId ? await services.files.open(customer.id, parcel.invoiceFileId) : null;
          if (!parcel || !file) throw parcelErrors.notFound();
          return sendFileDownload(reply, file, { baseName: `invoice-${parcel.trackingNumber}` });
        });
        table.add(parcelPhotoEndpoint, async ({ customer, params, query, reply }) => {
          const parcel = await files.ownedParcel(customer.id, Number(params.id));
          const ours = parcel !== null && (await files.photoOf(parcel.id, params.file_id));
          const variant = query.size === 'full' ? 'original' : 'rendition';
          const file = ours ? await services.files.open(customer.id, params.file_id, variant) : null;
          if (!parcel || !file) throw parcelErrors.notFound();
          return sendFileDownload(reply, file, { baseName: `photo-${parcel.trackingNumber}` });
        });
        // Public tracking (decision 0033): shared caches revalidate each time, so a move shows at once.
        table.add(publicTrackingEndpoint, async ({ params, request, reply }) => {
          const data = await findPublicTracking(db, params.tracking_number, request.locale);
          reply.header('cache-control', 'public, no-cache').header('vary', 'accept-language');
          return { data };
        });
        table.add(trackingRevisionEndpoint, async ({ reply }) => {
          reply.header('cache-control', 'no-store');
          return { revision: await trackingRevision(db) };
        });
        table.add(warehousePhotoEndpoint, async ({ params, body }) => {
          const id = await files.addPhoto(params.tracking_number, Buffer.from(body));
          return { data: { parcel_id: String(id.parcelId), photo_id: id.fileId } };
        });
        table.add(warehouseEventEndpoint, async ({ body, machine }) => {
          const outcome = await events.receive(body, machine.keyId, clock.now());
          return {
            data: { parcel_id: String(outcome.parcelId), state: outcome.state, repeated: outcome.repeated },
          };
        });
      },
    };
  },
});
