import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadWebConfig, WEB_ENV_KEYS, WebConfigError } from './env.server.ts';

describe('the web configuration', () => {
  it('needs nothing for the embedded demo and points the API at itself', () => {
    const config = loadWebConfig({ PORT: '3000' });
    expect(config.apiUrl).toBe('http://127.0.0.1:3000');
    expect(config.cookies).toMatchObject({ prefix: 'yolla_', domain: undefined });
    expect(config.brand).toBe('Yolla');
    expect(config.sentry).toBeNull();
  });

  it('stops on a wrong value with a message naming the variable', () => {
    expect(() => loadWebConfig({ COOKIE_PREFIX: 'Bad Prefix' })).toThrow(WebConfigError);
    expect(() => loadWebConfig({ SENTRY_DSN: 'not a url' })).toThrow(/SENTRY_DSN/);
  });

  it('demands secrets when deployed against PostgreSQL or a remote API', () => {
    expect(() => loadWebConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/yolla' })).toThrow(
      /OAUTH_CLIENT_SECRET/,
    );
    expect(() => loadWebConfig({ NODE_ENV: 'production', API_URL: 'https://api.yolla.az' })).toThrow(/SESSION_SECRET/);
  });

  it('has the development pages in development and the embedded demo, never in a deployment unless asked', () => {
    const secrets = { OAUTH_CLIENT_SECRET: 'x'.repeat(20), SESSION_SECRET: 'y'.repeat(40) };
    expect(loadWebConfig({}).devTools).toBe(true);
    expect(loadWebConfig({ NODE_ENV: 'production' }).devTools).toBe(true);
    expect(loadWebConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/yolla' }).devTools).toBe(true);
    const deployed = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/yolla', ...secrets };
    expect(loadWebConfig(deployed).devTools).toBe(false);
    expect(loadWebConfig({ NODE_ENV: 'production', API_URL: 'https://api.yolla.az', ...secrets }).devTools).toBe(false);
    expect(loadWebConfig({ ...deployed, DEV_TOOLS: 'true' }).devTools).toBe(true);
    expect(loadWebConfig({ NODE_ENV: 'production', DEV_TOOLS: 'false' }).devTools).toBe(false);
  });

  it('keeps the embedded demo on this machine unless HOST says otherwise; deployments listen everywhere', () => {
    expect(loadWebConfig({ NODE_ENV: 'production' }).host).toBe('127.0.0.1');
    expect(loadWebConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const secrets = { OAUTH_CLIENT_SECRET: 'x'.repeat(20), SESSION_SECRET: 'y'.repeat(40) };
    expect(loadWebConfig({ DATABASE_URL: 'postgres://db/yolla', ...secrets }).host).toBe('0.0.0.0');
    expect(loadWebConfig({ API_URL: 'https://api.yolla.az', ...secrets }).host).toBe('0.0.0.0');
  });

  it('names the secrets still on their published development values, and reads the shutdown time', () => {
    expect(loadWebConfig({}).developmentSecrets).toEqual(['OAUTH_CLIENT_SECRET', 'SESSION_SECRET']);
    expect(loadWebConfig({ SESSION_SECRET: 'y'.repeat(40) }).developmentSecrets).toEqual(['OAUTH_CLIENT_SECRET']);
    expect(loadWebConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadWebConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
  });

  it('documents every variable in .env.example', async () => {
    const example = await readFile(new URL('../../../../.env.example', import.meta.url), 'utf8');
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(WEB_ENV_KEYS.filter((key) => !documented.has(key))).toEqual([]);
  });
});
