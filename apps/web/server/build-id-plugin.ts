import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Gives every build an id: compiled into the client as `__BUILD_ID__` and written to
 * `builds/latest.json`, which running browsers poll to notice a newer deployment.
 */
export function buildIdPlugin(): Plugin {
  const id = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'yolla-build-id',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle(_options, _bundle) {
      if (this.environment?.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id, builtAt: new Date().toISOString() }),
      });
    },
  };
}
