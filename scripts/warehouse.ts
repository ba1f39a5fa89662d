import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { PARCEL_EVENTS, type ParcelEvent } from '@yolla/contract';
import { partnerClient } from './machine.ts';
import { BUY_FOR_ME_EVENTS_PATH, BUY_FOR_ME_USAGE, parseBuyForMeCommand } from './warehouse-buy-for-me.ts';

/**
 * `npm run warehouse -- <event> [suite code] <tracking number> [options]`: the warehouse system's event for a
 * parcel, signed with the warehouse's key, to a running server (decision 0032). The suite code is given for
 * `received` only, and only matters for a number nobody declared yet.
 *
 *   npm run warehouse -- received YL10001 1Z999AA10123456784 --weight 1.25 --size 40x30x20 --photo ./box.jpg
 *   npm run warehouse -- shipped 1Z999AA10123456784 --detail IST-2211
 *   npm run warehouse -- held 1Z999AA10123456784 --detail "Invoice needed"
 *
 * `--weight` in kilograms, `--size` in centimetres (L×W×H), `--photo` may repeat, `--origin` is the warehouse's
 * country (received of an undeclared number), `--event-id` repeats an event on purpose, `--url` the server.
 *
 * `npm run warehouse -- buy-for-me <step> <order id> …` is the partner buyer's step of a buy-for-me order
 * (`warehouse-buy-for-me.ts`).
 */
export interface WarehouseCommand {
  event: ParcelEvent;
  body: Record<string, unknown>;
  /** Photos to add after the event, read from disk. */
  photos: { bytes: Uint8Array; contentType: string }[];
  /** The server's origin, when given. */
  url: string | undefined;
}

const PHOTO_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const SIZE = /^(\d+(?:\.\d)?)x(\d+(?:\.\d)?)x(\d+(?:\.\d)?)$/;

/** The event a command line describes, or what is wrong with it. */
export async function parseWarehouseCommand(argv: readonly string[]): Promise<WarehouseCommand | { problem: string }> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        weight: { type: 'string' },
        size: { type: 'string' },
        photo: { type: 'string', multiple: true },
        origin: { type: 'string' },
        detail: { type: 'string' },
        'event-id': { type: 'string' },
        at: { type: 'string' },
        url: { type: 'string' },
      },
    });
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const { values, positionals } = parsed;
  const [event, ...rest] = positionals;
  if (!event || !PARCEL_EVENTS.includes(event as ParcelEvent)) {
    return { problem: `The first word is the event: ${PARCEL_EVENTS.join(', ')}.` };
  }
  const [suite, tracking] = rest.length >= 2 ? rest : [undefined, rest[0]];
  if (!tracking) return { problem: 'Give the tracking number.' };
  const body: Record<string, unknown> = {
    event_id: values['event-id'] ?? `cli-${randomUUID()}`,
    type: event,
    tracking_number: tracking.toUpperCase(),
    occurred_at: values.at ?? new Date().toISOString(),
  };
  if (suite) body.suite_code = suite.toUpperCase();
  if (values.origin) body.origin = values.origin.toUpperCase();
  if (values.detail) body.detail = values.detail;
  if (values.weight !== undefined) {
    const kilograms = Number(values.weight);
    if (!Number.isFinite(kilograms) || kilograms <= 0) return { problem: '--weight is in kilograms, e.g. 1.25.' };
    body.weight_grams = Math.round(kilograms * 1000);
  }
  if (values.size !== undefined) {
    const match = SIZE.exec(values.size);
    if (!match) return { problem: '--size is length x width x height in centimetres, e.g. 40x30x20.' };
    body.size = { length_cm: Number(match[1]), width_cm: Number(match[2]), height_cm: Number(match[3]) };
  }
  const photos: WarehouseCommand['photos'] = [];
  for (const path of values.photo ?? []) {
    const contentType = PHOTO_TYPES[path.split('.').pop()?.toLowerCase() ?? ''];
    if (!contentType) return { problem: `--photo ${path}: a .jpg, .png or .webp file.` };
    photos.push({ bytes: await readFile(path), contentType });
  }
  return { event: event as ParcelEvent, body, photos, url: values.url };
}

/** The buyer's step of a buy-for-me order, sent and answered. */
async function buyForMe(argv: readonly string[]) {
  const command = parseBuyForMeCommand(argv);
  if ('problem' in command) {
    console.error(`${command.problem}\n${BUY_FOR_ME_USAGE}`);
    process.exit(2);
  }
  const warehouse = partnerClient({ partner: 'warehouse' }, command.url);
  const response = await warehouse.send({ method: 'POST', path: BUY_FOR_ME_EVENTS_PATH, body: command.body });
  const answer = (await response.json().catch(() => null)) as { data?: unknown; message?: string } | null;
  console.info(
    `${response.status} ${String(command.body.type)} order ${String(command.body.order_id)}: ${JSON.stringify(answer?.data ?? answer)}`,
  );
  if (!response.ok) process.exit(1);
}

async function main() {
  if (process.argv[2] === 'buy-for-me') return buyForMe(process.argv.slice(3));
  const command = await parseWarehouseCommand(process.argv.slice(2));
  if ('problem' in command) {
    console.error(
      `${command.problem}\nUsage: npm run warehouse -- <event> [suite code] <tracking number> [--origin XX] [--weight kg] [--size LxWxH] [--photo file] [--detail text]`,
    );
    process.exit(2);
  }
  const warehouse = partnerClient({ partner: 'warehouse' }, command.url);
  const response = await warehouse.send({ method: 'POST', path: '/warehouse/events', body: command.body });
  const answer = (await response.json().catch(() => null)) as {
    data?: unknown;
    message?: string;
    errors?: unknown;
  } | null;
  // A refusal names its fields (an unknown arrival needs --origin, say).
  const shown = answer?.data ?? (answer?.errors ? { message: answer.message, errors: answer.errors } : answer?.message);
  console.info(
    `${response.status} ${command.event} ${String(command.body.tracking_number)}: ${JSON.stringify(shown ?? answer)}`,
  );
  if (!response.ok) process.exit(1);
  // The photos follow the event, each as the signed body of its own request.
  const number = encodeURIComponent(String(command.body.tracking_number));
  for (const photo of command.photos) {
    const sent = await warehouse.send({
      method: 'POST',
      path: `/warehouse/parcels/${number}/photos`,
      raw: { bytes: photo.bytes, contentType: photo.contentType },
    });
    const reply = (await sent.json().catch(() => null)) as { data?: unknown; message?: string } | null;
    console.info(`${sent.status} photo: ${JSON.stringify(reply?.data ?? reply?.message ?? reply)}`);
    if (!sent.ok) process.exit(1);
  }
}

if (import.meta.main) await main();
