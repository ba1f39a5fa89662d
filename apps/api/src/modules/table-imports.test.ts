import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Modules talk through services (issue 48, `docs/architecture.md`): outside its table files, a module reaches another
 * module's data only through that module's service. The only imports of another module's `*.table.ts` left are the
 * joins listed here, each one SQL statement kept whole for a reason `docs/architecture.md` gives. Tables may import
 * other tables (foreign keys); tests and test kits may set up data with them.
 */
const EXCEPTIONS: Record<string, readonly string[]> = {
  // The signed-in scope's lookup on every request: the live session and its active customer, one prepared statement.
  'auth/auth.repository.ts': ['customers/customers.table.ts'],
  // The pickup points' list and the courier orders' list with their cities' names, one statement each.
  'content/content.repository.ts': ['addresses/addresses.table.ts'],
  'courier-orders/courier-orders.list.ts': ['addresses/addresses.table.ts'],
  // The delivery worker claims and locks jobs with their notice and recipient's address in one statement.
  'notifications/notifications.delivery.ts': ['customers/customers.table.ts'],
  // The sweep claims and deletes unnamed invoices with `not exists` on the parcels, re-checked in the delete.
  'parcels/parcels.invoice-sweep.ts': ['files/files.table.ts'],
  // Public tracking: the parcel, its customer's country, pickup point and city in one prepared statement.
  'parcels/parcels.tracking.ts': [
    'addresses/addresses.table.ts',
    'content/content.table.ts',
    'customers/customers.table.ts',
  ],
  // The warehouses serving a country (`exists` on its tariffs) with lines and hints, one prepared statement per locale.
  'warehouses/warehouses.repository.ts': ['tariffs/tariffs.table.ts'],
};

const MODULES = dirname(fileURLToPath(import.meta.url));
const IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gms;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `auth/oauth/x.ts` → `auth`. */
const moduleOf = (path: string) => relative(MODULES, path).split(sep)[0];
const isTest = (path: string) => /\.test\.ts$|-test-kit\.ts$/.test(path);

/** Every import of another module's table from a module's non-table, non-test file, as `from → to` (module-relative). */
function crossModuleTableImports(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(MODULES)) {
    if (file.endsWith('.table.ts') || isTest(file) || relative(MODULES, file).split(sep).length < 2) continue;
    for (const [, source] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!source?.startsWith('.') || !source.endsWith('.table.ts')) continue;
      const target = resolve(dirname(file), source);
      if (relative(MODULES, target).startsWith('..') || moduleOf(target) === moduleOf(file)) continue;
      found.push(`${relative(MODULES, file).split(sep).join('/')} → ${relative(MODULES, target).split(sep).join('/')}`);
    }
  }
  return found.sort();
}

describe("another module's tables", () => {
  it('are imported outside table files and tests only by the listed exceptions', () => {
    const allowed = Object.entries(EXCEPTIONS).flatMap(([from, tos]) => tos.map((to) => `${from} → ${to}`));
    const unlisted = crossModuleTableImports().filter((entry) => !allowed.includes(entry));
    expect(unlisted, "reach another module's data through its service (docs/architecture.md)").toEqual([]);
  });

  it('lists no exception that is gone, so the list only shrinks', () => {
    const found = new Set(crossModuleTableImports());
    const stale = Object.entries(EXCEPTIONS)
      .flatMap(([from, tos]) => tos.map((to) => `${from} → ${to}`))
      .filter((entry) => !found.has(entry));
    expect(stale).toEqual([]);
  });

  it('finds such an import (the walk sees what it should)', () => {
    expect(crossModuleTableImports()).toContain('auth/auth.repository.ts → customers/customers.table.ts');
  });
});
