import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The cabinet's own screens (`app/features/<name>`): what only they use stays off the public pages.
 * `tariffs` is not one: the public price list is the same screen.
 */
export const CABINET_FEATURES = [
  'addresses',
  'buy-for-me',
  'cabinet-shell',
  'courier-orders',
  'customs-meter',
  'dashboard',
  'declare',
  'foreign-addresses',
  'notifications',
  'packages',
  'parcel-payment',
  'settings',
  'sms-inbox',
  'wallet',
];

const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g;

function sourcesUnder(dir: string, skip: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (skip(path)) return [];
    if (entry.isDirectory()) return sourcesUnder(path, skip);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The Tabler icons (`IconSearch`…) that some module outside the cabinet's screens imports, read from the sources
 * of `appDir` (the icons come through the package's one index, so the module graph does not say who draws which).
 */
export function publicIcons(appDir: string): Set<string> {
  const cabinet = new Set(CABINET_FEATURES.map((name) => join(appDir, 'features', name)));
  const names = new Set<string>();
  for (const file of sourcesUnder(appDir, (path) => cabinet.has(path))) {
    for (const match of readFileSync(file, 'utf8').matchAll(ICON_IMPORT)) {
      for (const name of (match[1] ?? '').split(',')) {
        const icon = name.trim().split(/\s+as\s+/)[0];
        if (icon) names.add(icon);
      }
    }
  }
  return names;
}
