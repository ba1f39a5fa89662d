import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelPhotos, parcels } from '../../modules/parcels/parcels.table.ts';
import { capturedLogs, createTestApi, seedDemoParcelsInto, type TestApi } from '../../test/harness.ts';
import { developmentKey } from '../../test/machine.ts';
import { seedDemoPhotos } from './demo-photos.ts';

let api: TestApi;
const logs = capturedLogs();
beforeAll(async () => {
  api = await createTestApi({ logger: logs.logger });
  await seedDemoParcelsInto(api.database);
});
afterAll(() => api.close());

/** Each demo parcel's state and how many photos it has. */
async function photoCounts() {
  return api.database.db
    .select({
      tracking: parcels.trackingNumber,
      state: parcels.state,
      photos: sql<number>`(select count(*)::int from ${parcelPhotos} where ${parcelPhotos.parcelId} = ${parcels.id})`,
    })
    .from(parcels);
}

describe('the demo parcels’ warehouse photos', () => {
  it('every parcel a warehouse received has its photos, sent through the warehouse’s signed route; once', async () => {
    // Without the warehouse's key there is nothing to sign with, and nothing is sent.
    expect(await seedDemoPhotos(api.app, api.database.db, [developmentKey('courier')])).toBe(0);
    expect((await photoCounts()).every((parcel) => parcel.photos === 0)).toBe(true);

    const sent = await seedDemoPhotos(api.app, api.database.db, [developmentKey('warehouse')]);
    const counts = await photoCounts();
    const received = counts.filter((parcel) => parcel.state !== 'expected');
    expect(received.length).toBeGreaterThan(10);
    expect(received.every((parcel) => parcel.photos === 2)).toBe(true);
    expect(counts.filter((parcel) => parcel.state === 'expected').every((parcel) => parcel.photos === 0)).toBe(true);
    expect(sent).toBe(received.length * 2);
    // Sent quietly: a start's log is not buried under the warehouse's requests.
    expect(logs.lines.filter((line) => line.includes('/photos'))).toEqual([]);

    // A restart sends none again.
    expect(await seedDemoPhotos(api.app, api.database.db, [developmentKey('warehouse')])).toBe(0);
    expect(await photoCounts()).toEqual(counts);
  });
});
