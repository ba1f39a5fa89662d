import type { ModuleDeps, Services } from '../../http/module.ts';
import type { Db } from '../../db/client.ts';
import { commonErrors } from '../../lib/api-error.ts';
import { erasePictures, replacePictureRow, type NewPicture } from './pictures.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'clock'> & Pick<Services, 'customers'>;

/** A customer's picture, kept beside the profile's URL of it; each change locks the customer's row first. */
export function createPictureService({ db, clock, customers }: Deps) {
  /** Locks an active customer's row for the rest of the transaction (a deletion waits, or is waited for). */
  async function lockActiveCustomer(tx: Db, customerId: number): Promise<void> {
    const row = await customers.lock(tx, customerId, 'no key update');
    if (row?.status !== 'active') throw commonErrors.unauthenticated();
  }

  return {
    /** The customer's picture becomes this one: the previous one is deleted and the profile points at the new URL. */
    async replace(customerId: number, picture: NewPicture, url: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockActiveCustomer(tx, customerId);
        await replacePictureRow(tx, customerId, picture);
        await customers.update(tx, customerId, { pictureUrl: url, updatedAt: clock.now() });
      });
    },

    async remove(customerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockActiveCustomer(tx, customerId);
        await erasePictures(tx, customerId);
        await customers.update(tx, customerId, { pictureUrl: null, updatedAt: clock.now() });
      });
    },
  };
}
