import { loadConfig, prepareApi } from '@yolla/api';
import { API_ENV } from '../api-env.ts';
import { serveForParent } from '../ipc.ts';

// The real API as production builds it (all plugins, migrations, seed), on in-memory PGlite.
const { app, database } = await prepareApi(loadConfig(API_ENV));
await serveForParent(app, () => database.close());
