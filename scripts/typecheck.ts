import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** `npm run typecheck`: TypeScript 7 over every workspace, then the scripts and the benchmarks. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSC = 'node_modules/typescript-7/bin/tsc';

const steps: [string, string[]][] = [
  ['npm', ['run', 'typecheck', '--workspaces', '--if-present', '--silent']],
  ['node', [TSC, '-p', 'scripts/tsconfig.json']],
  ['node', [TSC, '-p', 'bench/tsconfig.json']],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
