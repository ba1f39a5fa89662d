import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { accessibleEverywhere, DEMO, hydrated, signIn } from './fixtures.ts';

/** The warehouse's photos of a parcel: thumbnails, and one at a time filling the screen, with and without JavaScript. */

const ROOT = resolve(import.meta.dirname, '../../../..');
const PORT = process.env.E2E_PORT ?? '4173';

/** Two photos as the warehouse's camera sends them. */
async function photos(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'yolla-photos-'));
  return Promise.all(
    ['#c96', '#69c'].map(async (background, index) => {
      const path = join(dir, `box-${index + 1}.jpg`);
      const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
        .jpeg()
        .toBuffer();
      writeFileSync(path, jpeg);
      return path;
    }),
  );
}

/** An unknown arrival for the customer of this suite code, with the warehouse's photos, from its command line. */
async function arrivalWithPhotos(code: string): Promise<string> {
  const number = `TY${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 1000)}`;
  const args = [
    'received',
    code,
    number,
    '--origin',
    'TR',
    '--weight',
    '0.8',
    ...(await photos()).flatMap((p) => ['--photo', p]),
  ];
  execFileSync('node', ['scripts/warehouse.ts', ...args, `--url=http://localhost:${PORT}`], { cwd: ROOT });
  return number;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('a photo opens to fill the screen, goes to the next one and closes again', async ({ page }) => {
      // The warehouse's command line runs as a process of its own and encodes two photos: slow on a busy runner.
      test.slow();
      await signIn(page, 'en');
      await page.goto('/en/cabinet/packages');
      const code = (await page.getByTestId('customer-code').first().innerText()).trim();
      expect(code).toMatch(DEMO.code);
      const number = await arrivalWithPhotos(code);
      await page.goto(`/en/cabinet/packages?q=${number}`);
      await page.getByTestId('package-row').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/en\/cabinet\/packages\/\d+$/);
      if (javaScriptEnabled) await hydrated(page);
      const viewers = page.getByTestId('photo-viewer');
      await expect(viewers).toHaveCount(2);
      await expect(viewers.first()).toBeHidden();

      await page.getByRole('link', { name: 'Open photo 1 in full size' }).click();
      const first = page.locator('#photo-1');
      await expect(first).toBeVisible();
      await expect(first.getByRole('img')).toHaveJSProperty('complete', true);
      expect(await first.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(first.getByRole('link', { name: 'Download the original' })).toHaveAttribute('download', '');
      if (javaScriptEnabled) await accessibleEverywhere(page);

      await first.getByRole('link', { name: 'Next photo' }).click();
      await expect(page.locator('#photo-2')).toBeVisible();
      await expect(first).toBeHidden();
      await page.locator('#photo-2').getByRole('link', { name: 'Close' }).click();
      await expect(viewers.first()).toBeHidden();
      await expect(viewers.last()).toBeHidden();
    });
  });
}
