/** `npm run dev`: web app with hot reload and the API, on one origin, over the embedded database. */
async function main() {
  process.env.PGLITE_DIR ??= 'data/pglite';
  const { startDevServer } = await import('../apps/web/server/dev.ts');
  const server = await startDevServer(process.env);
  console.info(`\nYolla (development) is running at ${server.url}`);
  console.info('Demo sign-in: demo@yolla.test (or +994501234567) / yolla-demo-2026');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
