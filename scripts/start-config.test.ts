import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const START = fileURLToPath(new URL('./start.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `npm start` with the given environment (nothing inherited but PATH and HOME), to its exit. */
function start(env: Record<string, string>) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [START], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}`, ms: performance.now() - started };
}

describe('npm start with a wrong configuration', () => {
  it('refuses a deployment missing its secrets before it builds anything, naming every variable at once', () => {
    // A build id the current build was not made with: were the configuration read after the build, this start
    // would rebuild the web app first.
    const { code, output } = start({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://yolla@127.0.0.1:1/yolla',
      BUILD_ID: 'configuration-comes-first',
    });
    expect(code).toBe(1);
    expect(output).not.toContain('Building the web app');
    expect(output).toContain('Invalid configuration:');
    for (const name of ['SESSION_SECRET', 'OAUTH_CLIENT_SECRET', 'AUTH_TOKEN_SECRET', 'WEBAUTHN_RP_ID']) {
      expect(output).toContain(`${name}: is required in production`);
    }
    // Each country's payment provider is its own variable, and the sandbox is refused for each.
    for (const country of ['AZ', 'UZ', 'GE'])
      expect(output).toContain(`PAYMENT_PROVIDER_${country}: the sandbox payment provider credits wallets`);
  });

  it('refuses demo data in a deployment, naming SEED_DEMO', () => {
    const { code, output } = start({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://yolla@127.0.0.1:1/yolla',
      BUILD_ID: 'configuration-comes-first',
      AUTH_TOKEN_SECRET: 'x'.repeat(40),
      OAUTH_CLIENT_SECRET: 'y'.repeat(24),
      SESSION_SECRET: 'z'.repeat(40),
      WEBAUTHN_RP_ID: 'yolla.az',
      WEBAUTHN_ORIGINS: 'https://yolla.az',
      MESSAGE_OUTBOX_ALLOWED: 'true',
      IDENTITY_SANDBOX_ALLOWED: 'true',
      PAYMENT_SANDBOX_ALLOWED: 'true',
      SEED_DEMO: 'true',
    });
    expect(code).toBe(1);
    expect(output).not.toContain('Building the web app');
    expect(output).toContain('SEED_DEMO: demo data');
    expect(output).not.toContain('is required in production');
  });
});
