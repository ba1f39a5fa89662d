import { warehousePhotoEndpoint } from '@yolla/contract';
import { and, asc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { signMachineRequest, type MachineKey } from '../../lib/machine-signature.ts';
import { withoutRequestLogs } from '../../lib/quiet-requests.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { parcelPhotos, parcels } from '../../modules/parcels/parcels.table.ts';
import type { Db } from '../client.ts';
import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER } from './demo.ts';

/** The photos the warehouse takes of each parcel it receives: the box, then its label up close. */
const VIEWS = ['box', 'label'] as const;
type View = (typeof VIEWS)[number];

/** Parcels photographed at once while the demo starts. */
const CONCURRENCY = 4;

/** The picture as sent (drawn on a 640 × 480 canvas): small, as a demo should start quickly. */
const WIDTH = 480;
const HEIGHT = 360;

/** A barcode drawn from the tracking number: each character gives a bar and a gap (no font needed). */
function barcode(tracking: string, x: number, y: number, width: number, height: number): string {
  const units = [...tracking].flatMap((char) => [1 + (char.charCodeAt(0) % 3), 1 + ((char.charCodeAt(0) >> 2) % 2)]);
  const unit = width / units.reduce((sum, part) => sum + part, 0);
  let at = x;
  const bars: string[] = [];
  units.forEach((part, index) => {
    if (index % 2 === 0)
      bars.push(`<rect x="${at.toFixed(1)}" y="${y}" width="${(part * unit).toFixed(1)}" height="${height}"/>`);
    at += part * unit;
  });
  return `<g fill="#1f2328">${bars.join('')}</g>`;
}

/** A picture of the parcel as the warehouse's camera would see it, drawn as SVG (boxes differ by their number). */
function scene(tracking: string, view: View): string {
  const hue = [...tracking].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 24;
  const card = `hsl(${28 + hue}, 45%, 58%)`;
  const side = `hsl(${28 + hue}, 45%, 45%)`;
  const lines =
    '<g fill="#9aa1a9"><rect x="0" y="0" width="250" height="10"/><rect x="0" y="22" width="360" height="10"/></g>';
  if (view === 'label') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 640 480">
      <rect width="100%" height="100%" fill="${card}"/>
      <rect x="70" y="60" width="500" height="360" rx="8" fill="#fbfbf8"/>
      <g transform="translate(110 100)">${lines}</g>
      <g transform="translate(110 150)">${lines}</g>
      ${barcode(tracking, 110, 230, 420, 140)}
    </svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 640 480">
    <rect width="100%" height="100%" fill="#d6dbe1"/>
    <rect y="380" width="100%" height="100" fill="#b9c0c8"/>
    <polygon points="140,170 420,170 500,110 220,110" fill="${card}"/>
    <polygon points="420,170 500,110 500,330 420,400" fill="${side}"/>
    <rect x="140" y="170" width="280" height="230" fill="${card}"/>
    <rect x="265" y="170" width="30" height="230" fill="#e9dcb6" opacity="0.85"/>
    <rect x="160" y="250" width="130" height="90" fill="#fbfbf8"/>
    ${barcode(tracking, 170, 295, 110, 35)}
  </svg>`;
}

export async function demoPhoto(tracking: string, view: View): Promise<Buffer> {
  return sharp(Buffer.from(scene(tracking, view)))
    .webp({ quality: 70 })
    .toBuffer();
}

/** The demo customers' parcels a warehouse has received (every state but `expected`) that have no photo yet. */
async function unphotographed(db: Db): Promise<string[]> {
  const rows = await db
    .select({ tracking: parcels.trackingNumber })
    .from(parcels)
    .innerJoin(customers, eq(customers.id, parcels.customerId))
    .where(
      and(
        inArray(customers.email, [DEMO_CUSTOMER.email, SECOND_DEMO_CUSTOMER.email]),
        ne(parcels.state, 'expected'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(parcelPhotos)
            .where(eq(parcelPhotos.parcelId, parcels.id)),
        ),
      ),
    )
    .orderBy(asc(parcels.id));
  return rows.map((row) => row.tracking);
}

/**
 * The warehouse's photos of every demo parcel it received, sent as the warehouse sends them: each a request of its
 * own to its machine route, signed with the warehouse's key. Run once the app is built (the demo only); a parcel
 * with photos already is left alone, so a restart adds none. Without a warehouse key there is nothing to sign with.
 */
export async function seedDemoPhotos(app: FastifyInstance, db: Db, keys: readonly MachineKey[]): Promise<number> {
  const key = keys.find((candidate) => candidate.partner === 'warehouse');
  if (!key) return 0;
  const send = async (tracking: string, view: View): Promise<boolean> => {
    const bytes = await demoPhoto(tracking, view);
    const path = warehousePhotoEndpoint.path.replace(':tracking_number', encodeURIComponent(tracking));
    const pathAndQuery = `/api/v1/machine${path}`;
    const answer = await app.inject({
      method: 'POST',
      url: pathAndQuery,
      headers: {
        ...signMachineRequest(key, { method: 'POST', pathAndQuery, body: bytes }),
        'content-type': 'image/jpeg',
      },
      payload: bytes,
    });
    if (answer.statusCode < 300) return true;
    app.log.warn({ tracking, status: answer.statusCode }, 'A demo parcel photo was refused');
    return false;
  };
  // A few parcels at a time (the images are drawn and re-encoded off the main thread); each parcel's photos in order.
  const queue = await unphotographed(db);
  let sent = 0;
  const worker = async () => {
    for (let tracking = queue.shift(); tracking !== undefined; tracking = queue.shift()) {
      for (const view of VIEWS) {
        if (!(await send(tracking, view))) break;
        sent += 1;
      }
    }
  };
  // The warehouse's requests of a start are not the customers': two log lines each would bury the start's own.
  await withoutRequestLogs(() => Promise.all(Array.from({ length: CONCURRENCY }, worker)));
  return sent;
}
