import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/module.ts';
import { parcelErrors } from './parcels.errors.ts';
import { addPhotos, eventsOf, findOwnedParcel, itemsOf, lockByTracking, photosOf } from './parcels.repository.ts';
import { toDetail, type ParcelFileView } from './parcels.views.ts';

/**
 * A parcel's files in the file store: the customer's invoice and the warehouse's photos. Every read goes through
 * the file service with the customer's id, so a file is only ever described or opened for its owner. The detail
 * shows the state of the courier order bringing the parcel, asked of the courier module's service.
 */
export function createParcelFiles(db: Db, service: Services['files'], courierOrders: Services['courierOrders']) {
  async function view(customerId: number, fileId: string | null): Promise<ParcelFileView | null> {
    if (!fileId) return null;
    const file = await service.find(db, customerId, fileId);
    return file ? { id: file.id, content_type: file.contentType, size: file.size } : null;
  }

  return {
    /** Whether a file is this customer's invoice (a declaration may only name such a file). */
    async invoiceIsOwn(tx: Db, customerId: number, fileId: string): Promise<boolean> {
      const file = await service.find(tx, customerId, fileId, true);
      return file?.kind === 'invoice';
    },

    /**
     * Stores a warehouse photo of a parcel for its customer and attaches it. Should the transaction fail after the
     * file was written, its objects are removed again: a photo is kept whole or not at all.
     */
    async addPhoto(trackingNumber: string, bytes: Buffer): Promise<{ parcelId: number; fileId: string }> {
      const written: { customerId: number; fileId: string }[] = [];
      try {
        return await db.transaction(async (tx) => {
          const parcel = await lockByTracking(tx, trackingNumber);
          if (!parcel || parcel.customerId === null) throw parcelErrors.unknownParcel();
          const customerId = parcel.customerId;
          const file = await service.save(tx, { customerId, kind: 'photo', bytes, field: 'photo' });
          written.push({ customerId, fileId: file.id });
          await addPhotos(tx, parcel.id, [file.id]);
          return { parcelId: parcel.id, fileId: file.id };
        });
      } catch (error) {
        await Promise.allSettled(written.map((file) => service.remove(db, file.customerId, file.fileId)));
        throw error;
      }
    },

    /** The customer's parcel with everything the detail page shows; 404 for anyone else's. */
    async detailOf(customerId: number, id: number | null) {
      const row = id === null ? null : await findOwnedParcel(db, customerId, id);
      if (!row) throw parcelErrors.notFound();
      const [items, events, photoIds, invoice, courierOrder] = await Promise.all([
        itemsOf(db, row.id),
        eventsOf(db, row.id),
        photosOf(db, row.id),
        view(customerId, row.invoiceFileId),
        row.courierOrderId === null ? null : courierOrders.stateOf(db, customerId, row.courierOrderId),
      ]);
      const photos = (await Promise.all(photoIds.map((fileId) => view(customerId, fileId)))).filter(
        (photo): photo is ParcelFileView => photo !== null,
      );
      return toDetail(row, { items, events, invoice, photos, courierOrderStatus: courierOrder });
    },

    ownedParcel: (customerId: number, id: number) => findOwnedParcel(db, customerId, id),
    photoOf: async (parcelId: number, fileId: string) => (await photosOf(db, parcelId)).includes(fileId),
  };
}
