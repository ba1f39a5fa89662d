import { fileURLToPath } from 'node:url';
import { ensureBuild } from './build-state.ts';

/** `npm run build`: the production build of the web app, stamped with its sources' hash so `npm start` reuses it. */
ensureBuild(fileURLToPath(new URL('..', import.meta.url)), { force: true });
