import { createRequire } from 'node:module';
import type { SmppPackage } from './smpp.d.ts';

let loaded: SmppPackage | null = null;

/** The `smpp` package, loaded with its first use (a process that sends no SMS never pays it), typed by `smpp.d.ts`. */
export function smppPackage(): SmppPackage {
  loaded ??= createRequire(import.meta.url)('smpp') as SmppPackage;
  return loaded;
}
