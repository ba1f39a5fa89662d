import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { buildId } from './build-id.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Gives every build its id (`build-id.ts`: BUILD_ID, or the sources' hash): compiled into the client as
 * `__BUILD_ID__` and written to `builds/latest.json`, which running browsers poll to notice a newer deployment.
 * Nothing in either depends on when or where the build ran, so hosts building one commit serve the same assets.
 */
export function buildIdPlugin(): Plugin {
  const id = buildId(ROOT);
  return {
    name: 'yolla-build-id',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      if (this.environment?.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id }) });
    },
  };
}
