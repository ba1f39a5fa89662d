import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWarehouseCommand } from './warehouse.ts';

describe('the warehouse CLI', () => {
  it('reads an event with the suite code, kilograms, centimetres, photos and the server', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'warehouse-'));
    const photo = join(dir, 'box.jpg');
    await writeFile(photo, Buffer.from([0xff, 0xd8, 0xff]));
    const command = await parseWarehouseCommand([
      'received',
      'yl10001',
      '1z999aa10123456784',
      '--weight',
      '1.25',
      '--size',
      '40x30x20.5',
      '--photo',
      photo,
      '--url',
      'http://localhost:4430',
    ]);
    if ('problem' in command) throw new Error(command.problem);
    expect(command.body).toMatchObject({
      type: 'received',
      suite_code: 'YL10001',
      tracking_number: '1Z999AA10123456784',
      weight_grams: 1250,
      size: { length_cm: 40, width_cm: 30, height_cm: 20.5 },
    });
    expect(command.photos).toEqual([{ bytes: Buffer.from([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' }]);
    expect(command.url).toBe('http://localhost:4430');
  });

  it('names what is wrong: an unknown event, no number, a size that is not L×W×H', async () => {
    expect(await parseWarehouseCommand(['arrived', 'X1'])).toHaveProperty('problem');
    expect(await parseWarehouseCommand(['shipped'])).toEqual({ problem: 'Give the tracking number.' });
    expect(await parseWarehouseCommand(['received', 'AB123456', '--size', '40x30'])).toHaveProperty('problem');
    expect(await parseWarehouseCommand(['received', 'AB123456', '--weight', '-1'])).toHaveProperty('problem');
  });
});
