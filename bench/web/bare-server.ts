/**
 * The baseline of `npm run bench:web`: a bare Node.js http server answering every request with a short text,
 * in a process of its own as the web server is. Prints its URL once it listens.
 */
import { createServer } from 'node:http';

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': '2' });
  response.end('ok');
});
// BENCH_BARE_PORT: a fixed port on a machine where each user keeps to a range of ports.
server.listen(Number(process.env.BENCH_BARE_PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.info(`http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
