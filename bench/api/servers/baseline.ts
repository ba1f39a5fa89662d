import Fastify from 'fastify';
import { serveForParent } from '../ipc.ts';

// The baseline: bare Fastify (the API's own version), no plugins, no logger.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await serveForParent(app);
