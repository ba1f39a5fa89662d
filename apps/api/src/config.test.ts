import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutOriginsOf } from './config-payments.ts';
import { ConfigError, loadConfig } from './config.ts';

const PASSKEYS = { WEBAUTHN_RP_ID: 'yolla.az', WEBAUTHN_ORIGINS: 'https://yolla.az' };
const ALL_OUTBOX = { email: { provider: 'outbox' }, sms: { provider: 'outbox' }, push: { provider: 'none' } };
const SMTP = { SMTP_URL: 'smtp://mail.yolla.az', MAIL_FROM: 'no-reply@yolla.az' };
const ED25519 = String(generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }));

describe('configuration from the environment', () => {
  it('needs nothing in the embedded mode: PGlite under ./data, demo data on', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: 'pglite', dir: './data/pglite' });
    expect(config.seedDemo).toBe(true);
    expect(config.segment).toBe('client');
    expect(config.tokens.accessTtlSeconds).toBe(900);
  });

  it('switches to PostgreSQL with DATABASE_URL, without demo data unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/yolla' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost:5432/yolla' });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('reads the places, the waits for them and the metrics token, refusing values that make no sense', () => {
    expect(loadConfig({}).maxRequestsInFlight).toBe(16);
    expect(loadConfig({ MAX_REQUESTS_IN_FLIGHT: '0' }).maxRequestsInFlight).toBe(0);
    expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT: 'many' })).toThrow(/MAX_REQUESTS_IN_FLIGHT/);
    expect(loadConfig({})).toMatchObject({ maxQueueWaitMs: 1000, overloadQueueWaitMs: 100 });
    expect(loadConfig({ MAX_QUEUE_WAIT_MS: '500', OVERLOAD_QUEUE_WAIT_MS: '0' })).toMatchObject({
      maxQueueWaitMs: 500,
      overloadQueueWaitMs: 0,
    });
    expect(() => loadConfig({ MAX_QUEUE_WAIT_MS: '-1' })).toThrow(/MAX_QUEUE_WAIT_MS/);
    expect(loadConfig({}).refusalPaceMs).toBe(35);
    expect(loadConfig({ REFUSAL_PACE_MS: '0' }).refusalPaceMs).toBe(0);
    expect(() => loadConfig({ REFUSAL_PACE_MS: '5000' })).toThrow(/REFUSAL_PACE_MS/);
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN: must be at least 24 characters/);
  });

  it('stops on a wrong value with a message naming the variable', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
  });

  it('reads the passkeys’ relying party and origins, and defaults to localhost outside deployments', () => {
    expect(loadConfig({}).webauthn).toEqual({ rpId: 'localhost', origins: null });
    expect(loadConfig({ WEBAUTHN_ORIGINS: 'https://Yolla.AZ/, https://www.yolla.az' }).webauthn.origins).toEqual([
      'https://yolla.az',
      'https://www.yolla.az',
    ]);
    expect(() => loadConfig({ WEBAUTHN_ORIGINS: 'https://yolla.az/login' })).toThrow(/WEBAUTHN_ORIGINS/);
    expect(() => loadConfig({ WEBAUTHN_RP_ID: 'https://yolla.az' })).toThrow(/WEBAUTHN_RP_ID: must be a domain/);
  });

  it('demands real secrets in a production deployment and refuses to seed demo data there', () => {
    const deployment = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/yolla' };
    expect(() => loadConfig(deployment)).toThrow(/AUTH_TOKEN_SECRET: is required in production/);
    expect(() => loadConfig(deployment)).toThrow(/OAUTH_CLIENT_SECRET/);
    expect(() => loadConfig(deployment)).toThrow(/WEBAUTHN_RP_ID: is required in production/);
    expect(() => loadConfig(deployment)).toThrow(/WEBAUTHN_ORIGINS: is required in production/);
    const secrets = {
      AUTH_TOKEN_SECRET: 'x'.repeat(40),
      OAUTH_CLIENT_SECRET: 'y'.repeat(24),
      MESSAGE_OUTBOX_ALLOWED: 'true',
      IDENTITY_SANDBOX_ALLOWED: 'true',
      PAYMENT_SANDBOX_ALLOWED: 'true',
    };
    const config = loadConfig({ ...deployment, ...PASSKEYS, ...secrets });
    expect(config.seedDemo).toBe(false);
    expect(config.tokens.secret).toBe('x'.repeat(40));
    // Asked for demo data, a deployment refuses to start instead of ignoring the variable.
    expect(() => loadConfig({ ...deployment, ...PASSKEYS, ...secrets, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: demo data \(a customer whose password is published\) is never seeded in a deployment/,
    );
    expect(loadConfig({ ...deployment, ...PASSKEYS, ...secrets, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses to start a deployment with a channel on the development outbox unless it is allowed by name', () => {
    const deployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/yolla',
      AUTH_TOKEN_SECRET: 'x'.repeat(40),
      OAUTH_CLIENT_SECRET: 'y'.repeat(24),
      IDENTITY_SANDBOX_ALLOWED: 'true',
      PAYMENT_SANDBOX_ALLOWED: 'true',
      ...PASSKEYS,
    };
    expect(() => loadConfig(deployment)).toThrow(
      /MESSAGE_PROVIDER: the development outbox does not send e-mail \(set SMTP_URL\) or SMS/,
    );
    expect(() => loadConfig({ ...deployment, MESSAGE_OUTBOX_ALLOWED: 'false' })).toThrow(/MESSAGE_OUTBOX_ALLOWED=true/);
    expect(loadConfig({ ...deployment, MESSAGE_OUTBOX_ALLOWED: 'true' }).messages).toEqual(ALL_OUTBOX);
    // E-mail over SMTP leaves SMS on the outbox without SMPP_URL: still refused unless allowed, and so the other way.
    const smtp = { ...deployment, SMTP_URL: 'smtps://u:p@mail.yolla.az', MAIL_FROM: 'no-reply@yolla.az' };
    expect(() => loadConfig(smtp)).toThrow(
      /MESSAGE_PROVIDER: the development outbox does not send SMS \(set SMPP_URL\) and/,
    );
    expect(loadConfig({ ...smtp, MESSAGE_OUTBOX_ALLOWED: 'true' }).messages.email.provider).toBe('smtp');
    const smpp = { ...deployment, SMPP_URL: 'smpp://yolla:pw@smsc.example.az:2775', SMS_SENDER: 'Yolla' };
    expect(() => loadConfig(smpp)).toThrow(/does not send e-mail \(set SMTP_URL\) and/);
    // Both channels real: no outbox, nothing to allow.
    expect(loadConfig({ ...smtp, ...smpp }).messages).toMatchObject({
      email: { provider: 'smtp' },
      sms: { provider: 'smpp' },
    });
    // The embedded demo and development need nothing: the outbox is their provider.
    expect(loadConfig({ NODE_ENV: 'production' }).messages).toEqual(ALL_OUTBOX);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/yolla' }).messages).toEqual(ALL_OUTBOX);
  });

  it('sends e-mail over SMTP_URL in every mode, SMS staying on the outbox', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
      MAIL_FROM: 'Yolla <no-reply@Yolla.az>',
    });
    expect(config.messages).toEqual({
      email: {
        provider: 'smtp',
        url: 'smtp://mailer:secret@127.0.0.1:2525',
        from: 'Yolla <no-reply@Yolla.az>',
        dkim: null,
      },
      sms: { provider: 'outbox' },
      push: { provider: 'none' },
    });
  });

  it('sends SMS over SMPP_URL in every mode, within SMPP_WINDOW (10 unless set)', () => {
    const config = loadConfig({ SMPP_URL: 'smpp://yolla:s3cret@127.0.0.1:2775', SMS_SENDER: 'Yolla' });
    expect(config.messages).toEqual({
      email: { provider: 'outbox' },
      sms: {
        provider: 'smpp',
        host: '127.0.0.1',
        port: 2775,
        tls: false,
        systemId: 'yolla',
        password: 's3cret',
        sender: 'Yolla',
        window: 10,
      },
      push: { provider: 'none' },
    });
    const tls = loadConfig({
      SMPP_URL: 'ssmpp://yolla:p%40ss@smsc.yolla.az',
      SMS_SENDER: '+994501234567',
      SMPP_WINDOW: '3',
    });
    expect(tls.messages.sms).toMatchObject({
      tls: true,
      port: 3550,
      password: 'p@ss',
      sender: '+994501234567',
      window: 3,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', SMPP_URL: 'smpp://y:p@smsc', SMS_SENDER: 'Yolla' }).messages.sms,
    ).toMatchObject({
      provider: 'smpp',
    });
  });

  it('signs e-mail with DKIM for the sender’s domain when a key and a selector are set', () => {
    const privateKey = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const config = loadConfig({
      ...SMTP,
      DKIM_SELECTOR: 'mail2026',
      // A key in one line, its newlines written as \n (as many secret stores keep it).
      DKIM_PRIVATE_KEY: String(privateKey).replace(/\n/g, '\\n'),
    });
    expect(config.messages.email).toMatchObject({
      dkim: { domainName: 'yolla.az', keySelector: 'mail2026', privateKey: String(privateKey).trim() },
    });
  });

  it('stops the start naming the message variable that is wrong or missing', () => {
    const problems: [Record<string, string>, RegExp][] = [
      [
        { SMTP_URL: 'https://mail.yolla.az', MAIL_FROM: 'a@yolla.az' },
        /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
      ],
      [{ SMTP_URL: 'smtp:///nohost', MAIL_FROM: 'a@yolla.az' }, /SMTP_URL: must be/],
      [{ SMTP_URL: 'smtp://mail.yolla.az' }, /MAIL_FROM: is required with SMTP_URL/],
      [{ ...SMTP, MAIL_FROM: 'no address' }, /MAIL_FROM: must be an e-mail address/],
      [{ ...SMTP, DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: 'not a key' }, /DKIM_PRIVATE_KEY: must be an RSA or Ed25519/],
      [{ ...SMTP, DKIM_SELECTOR: 's1' }, /DKIM_PRIVATE_KEY: DKIM_PRIVATE_KEY and DKIM_SELECTOR go together/],
      [{ ...SMTP, DKIM_SELECTOR: 'not a label!' }, /DKIM_SELECTOR: must be a DNS label/],
      [{ DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: ED25519 }, /DKIM_SELECTOR: signs e-mail sent over SMTP/],
      [
        { SMPP_URL: 'http://y:p@smsc.yolla.az', SMS_SENDER: 'Yolla' },
        /SMPP_URL: must be smpp:\/\/system_id:password@host:port/,
      ],
      [{ SMPP_URL: 'smpp://smsc.yolla.az', SMS_SENDER: 'Yolla' }, /SMPP_URL: must be/],
      [{ SMPP_URL: 'smpp://a-system-id-too-long:p@smsc', SMS_SENDER: 'Yolla' }, /SMPP_URL: must be/],
      [{ SMPP_URL: 'smpp://yolla:password9@smsc', SMS_SENDER: 'Yolla' }, /SMPP_URL: must be/],
      [{ SMPP_URL: 'smpp://yolla:pw@smsc' }, /SMS_SENDER: is required with SMPP_URL/],
      [
        { SMPP_URL: 'smpp://yolla:pw@smsc', SMS_SENDER: 'Yolla Cargo Az' },
        /SMS_SENDER: must be an alphanumeric sender/,
      ],
      [
        { SMPP_URL: 'smpp://yolla:pw@smsc', SMS_SENDER: 'Yolla', SMPP_WINDOW: '0' },
        /SMPP_WINDOW: must be a whole number/,
      ],
      [{ SMPP_URL: 'smpp://yolla:pw@smsc', SMS_SENDER: 'Yolla', SMPP_WINDOW: 'ten' }, /SMPP_WINDOW:/],
    ];
    for (const [env, error] of problems) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(error);
  });

  it('refuses the sandbox identity provider in a deployment unless allowed, and needs a real one configured', () => {
    const deployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/yolla',
      AUTH_TOKEN_SECRET: 'x'.repeat(40),
      OAUTH_CLIENT_SECRET: 'y'.repeat(24),
      MESSAGE_OUTBOX_ALLOWED: 'true',
      PAYMENT_SANDBOX_ALLOWED: 'true',
      ...PASSKEYS,
    };
    expect(() => loadConfig(deployment)).toThrow(/IDENTITY_PROVIDER: the sandbox identity provider signs anyone in/);
    expect(loadConfig({ ...deployment, IDENTITY_SANDBOX_ALLOWED: 'true' }).identity.provider).toBe('sandbox');
    expect(() => loadConfig({ ...deployment, IDENTITY_PROVIDER: 'oidc' })).toThrow(/IDENTITY_ISSUER: is required/);
    const real = loadConfig({
      ...deployment,
      IDENTITY_PROVIDER: 'oidc',
      IDENTITY_ISSUER: 'https://id.example.az/',
      IDENTITY_CLIENT_SECRET: 'z'.repeat(24),
    });
    expect(real.identity).toMatchObject({ provider: 'oidc', issuer: 'https://id.example.az', clientId: 'yolla' });
    // Development, tests and the embedded demo get the sandbox at the API's own origin.
    expect(loadConfig({ API_PORT: '4000' }).identity.issuer).toBe('http://localhost:4000/api/sandbox-idp');
  });

  it('refuses the sandbox payment provider in a deployment unless allowed, and keeps it elsewhere', () => {
    const deployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/yolla',
      AUTH_TOKEN_SECRET: 'x'.repeat(40),
      OAUTH_CLIENT_SECRET: 'y'.repeat(24),
      MESSAGE_OUTBOX_ALLOWED: 'true',
      IDENTITY_SANDBOX_ALLOWED: 'true',
      ...PASSKEYS,
    };
    for (const country of ['AZ', 'UZ', 'GE'])
      expect(() => loadConfig(deployment)).toThrow(
        new RegExp(`PAYMENT_PROVIDER_${country}: the sandbox payment provider credits wallets`),
      );
    expect(() => loadConfig({ ...deployment, PAYMENT_SANDBOX_ALLOWED: 'false' })).toThrow(
      /PAYMENT_SANDBOX_ALLOWED=true/,
    );
    expect(loadConfig({ ...deployment, PAYMENT_SANDBOX_ALLOWED: 'true' }).payments).toEqual({
      providers: { AZ: 'sandbox', UZ: 'sandbox', GE: 'sandbox' },
      sandboxLaterMs: 5000,
      kapital: null,
      payme: null,
      bog: null,
    });
    // Development, tests and the embedded demo get the sandbox without asking; "pay later" waits as configured.
    expect(loadConfig({ NODE_ENV: 'production' }).payments.providers.AZ).toBe('sandbox');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/yolla' }).payments.providers.GE).toBe('sandbox');
    expect(loadConfig({ PAYMENT_SANDBOX_LATER_MS: '250' }).payments.sandboxLaterMs).toBe(250);
    // A provider whose adapter is not built is not selectable; the one variable of before names its successors.
    expect(() => loadConfig({ PAYMENT_PROVIDER_GE: 'tbc' })).toThrow(/PAYMENT_PROVIDER_GE/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER: was replaced by PAYMENT_PROVIDER_AZ, PAYMENT_PROVIDER_UZ and PAYMENT_PROVIDER_GE/,
    );
  });

  it('takes Kapital Bank for Azerbaijan with its credentials, naming what is missing or wrong', () => {
    const kapital = { PAYMENT_PROVIDER_AZ: 'kapital', KAPITAL_USERNAME: 'TerminalSys/E1', KAPITAL_PASSWORD: 'p' };
    expect(loadConfig(kapital).payments).toMatchObject({
      providers: { AZ: 'kapital', UZ: 'sandbox', GE: 'sandbox' },
      kapital: { apiUrl: 'https://e-commerce.kapitalbank.az/api', username: 'TerminalSys/E1', timeoutMs: 10_000 },
    });
    const test = loadConfig({ ...kapital, KAPITAL_API_URL: 'https://txpgtst.kapitalbank.az/api/' });
    expect(test.payments.kapital?.apiUrl).toBe('https://txpgtst.kapitalbank.az/api');
    expect(() => loadConfig({ PAYMENT_PROVIDER_AZ: 'kapital' })).toThrow(
      /KAPITAL_USERNAME: is required with PAYMENT_PROVIDER_AZ=kapital\n\s+KAPITAL_PASSWORD: is required/,
    );
    expect(() => loadConfig({ ...kapital, KAPITAL_API_URL: 'e-commerce.kapitalbank.az' })).toThrow(
      /KAPITAL_API_URL: must be an http\(s\) URL/,
    );
    const deployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/yolla',
      PAYMENT_SANDBOX_ALLOWED: 'true',
      ...kapital,
    };
    expect(() => loadConfig({ ...deployment, KAPITAL_API_URL: 'http://bank.test/api' })).toThrow(
      /KAPITAL_API_URL: must be an https URL in a deployment/,
    );
    // Outside Azerbaijan's choice of Kapital, its variables are not read.
    expect(loadConfig({ KAPITAL_USERNAME: 'x' }).payments.kapital).toBeNull();
  });

  it('takes Payme for Uzbekistan with its merchant id and key, naming what is missing or wrong', () => {
    const payme = {
      PAYMENT_PROVIDER_UZ: 'payme',
      PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
      PAYME_KEY: 'k'.repeat(40),
    };
    expect(loadConfig(payme).payments).toMatchObject({
      providers: { AZ: 'sandbox', UZ: 'payme', GE: 'sandbox' },
      payme: { merchantId: payme.PAYME_MERCHANT_ID, checkoutUrl: 'https://checkout.paycom.uz' },
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER_UZ: 'payme' })).toThrow(
      /PAYME_MERCHANT_ID: is required with PAYMENT_PROVIDER_UZ=payme\n\s+PAYME_KEY: is required/,
    );
    expect(() => loadConfig({ ...payme, PAYME_MERCHANT_ID: 'merchant-1' })).toThrow(
      /PAYME_MERCHANT_ID: must be the 24/,
    );
    expect(() => loadConfig({ ...payme, PAYME_KEY: 'short' })).toThrow(/PAYME_KEY: must be the key/);
    expect(() => loadConfig({ ...payme, PAYME_CHECKOUT_URL: 'checkout.paycom.uz' })).toThrow(
      /PAYME_CHECKOUT_URL: must be an http\(s\) URL/,
    );
    const deployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/yolla',
      PAYMENT_SANDBOX_ALLOWED: 'true',
    };
    expect(() => loadConfig({ ...deployment, ...payme, PAYME_CHECKOUT_URL: 'http://test.paycom.uz' })).toThrow(
      /PAYME_CHECKOUT_URL: must be an https URL in a deployment/,
    );
    expect(loadConfig({ PAYME_KEY: 'k'.repeat(40) }).payments.payme).toBeNull();
  });

  it('names the checkout origins the web’s form-action admits: the configured providers’ and no other', () => {
    expect(checkoutOriginsOf({})).toEqual([]);
    expect(checkoutOriginsOf({ PAYMENT_PROVIDER_AZ: 'kapital' })).toEqual(['https://e-commerce.kapitalbank.az']);
    expect(
      checkoutOriginsOf({ PAYMENT_PROVIDER_AZ: 'kapital', KAPITAL_API_URL: 'https://txpgtst.kapitalbank.az/api' }),
    ).toEqual(['https://txpgtst.kapitalbank.az']);
    expect(checkoutOriginsOf({ PAYMENT_PROVIDER_AZ: 'sandbox', KAPITAL_API_URL: 'https://bank.test/api' })).toEqual([]);
    expect(checkoutOriginsOf({ PAYMENT_PROVIDER_UZ: 'payme' })).toEqual(['https://checkout.paycom.uz']);
    expect(
      checkoutOriginsOf({
        PAYMENT_PROVIDER_AZ: 'kapital',
        PAYMENT_PROVIDER_UZ: 'payme',
        PAYME_CHECKOUT_URL: 'https://test.paycom.uz',
      }),
    ).toEqual(['https://e-commerce.kapitalbank.az', 'https://test.paycom.uz']);
  });

  it('lets the embedded demo run as a production build without secrets, with demo data', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.seedDemo).toBe(true);
    expect(config.database.kind).toBe('pglite');
  });

  it('names the OAuth issuer from OAUTH_ISSUER, or the local demo origin on the API port without it', () => {
    expect(loadConfig({}).issuer).toBe('http://localhost:3001');
    expect(loadConfig({ API_PORT: '3000' }).issuer).toBe('http://localhost:3000');
    expect(loadConfig({ OAUTH_ISSUER: 'https://yolla.az/' }).issuer).toBe('https://yolla.az');
    expect(loadConfig({ OAUTH_ISSUER: 'https://Yolla.AZ:8443' }).issuer).toBe('https://yolla.az:8443');
  });

  it('accepts only an http(s) origin as the issuer: no path, query, fragment or credentials', () => {
    for (const bad of [
      'yolla.az',
      'ftp://yolla.az',
      'https://yolla.az/api',
      'https://yolla.az?x=1',
      'https://yolla.az/?',
      'https://yolla.az#top',
      'https://user:pass@yolla.az',
    ]) {
      expect(() => loadConfig({ OAUTH_ISSUER: bad }), bad).toThrow(/OAUTH_ISSUER: must be an http\(s\) origin/);
    }
  });

  it('keeps the embedded demo on this machine unless API_HOST says otherwise; PostgreSQL listens everywhere', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('127.0.0.1');
    expect(loadConfig({ API_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/yolla' }).host).toBe('0.0.0.0');
  });

  it('names the secrets still on their published development values, and none once they are set', () => {
    expect(loadConfig({}).developmentSecrets).toEqual(['AUTH_TOKEN_SECRET', 'OAUTH_CLIENT_SECRET', 'MACHINE_KEYS']);
    const set = loadConfig({
      AUTH_TOKEN_SECRET: 'x'.repeat(40),
      OAUTH_CLIENT_SECRET: 'y'.repeat(24),
      MACHINE_KEYS: `warehouse:wh-1:${'z'.repeat(32)}`,
    });
    expect(set.developmentSecrets).toEqual([]);
  });

  it('keeps customer files under ./data/files by default, in an S3 bucket when asked', () => {
    expect(loadConfig({}).files).toEqual({ kind: 'local', dir: './data/files' });
    expect(loadConfig({ FILE_STORE_DIR: '/srv/yolla/files' }).files).toEqual({
      kind: 'local',
      dir: '/srv/yolla/files',
    });
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: is required with FILE_STORE=s3/);
    expect(() => loadConfig({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE/);
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'files' }).files).toEqual({
      kind: 's3',
      bucket: 'files',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
    });
    const minio = loadConfig({
      FILE_STORE: 's3',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).files;
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-central-1', forcePathStyle: true });
    expect(minio).toMatchObject({ credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } });
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and/);
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('rejects a token secret too short to be safe', () => {
    expect(() => loadConfig({ AUTH_TOKEN_SECRET: 'short' })).toThrow(/AUTH_TOKEN_SECRET/);
  });
});

describe('.env.example', () => {
  it('documents every variable the API reads', async () => {
    const { readFile } = await import('node:fs/promises');
    const { API_ENV_KEYS } = await import('./config.ts');
    const example = await readFile(new URL('../../../.env.example', import.meta.url), 'utf8');
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(API_ENV_KEYS.filter((key) => !documented.has(key))).toEqual([]);
  });

  it('lists every rate limit of the table with its default, and none the table does not have', async () => {
    const { readFile } = await import('node:fs/promises');
    const { rateLimitVariables } = await import('./lib/rate-limits.ts');
    const example = await readFile(new URL('../../../.env.example', import.meta.url), 'utf8');
    const listed = Object.fromEntries(
      [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*(?:_RATE_|_DELAY_MAX_SECONDS)[A-Z0-9_]*)=(\d*)$/gm)].map((m) => [
        m[1],
        Number(m[2]),
      ]),
    );
    const table = Object.fromEntries(rateLimitVariables().map((v) => [v.variable, v.defaultValue]));
    expect(listed).toEqual(table);
  });
});

describe('rate limits', () => {
  it('come from the one table, each figure overridable by the naming rule', () => {
    const config = loadConfig({ SETTINGS_RATE_ACCOUNT_MAX: '7', LOGIN_FAILURES_DELAY_MAX_SECONDS: '60' });
    expect(config.rateLimits.settings).toEqual({
      kind: 'window',
      address: { max: 300, windowSeconds: 60 },
      account: { max: 7, windowSeconds: 60 },
    });
    expect(config.rateLimits.loginFailures.maxDelaySeconds).toBe(60);
    expect(config.rateLimits.login).toEqual({ kind: 'window', address: { max: 30, windowSeconds: 300 } });
  });

  it('refuse a wrong figure, and a variable of an earlier release with its new name', () => {
    expect(() => loadConfig({ SETTINGS_RATE_IP_MAX: '0' })).toThrow(/SETTINGS_RATE_IP_MAX/);
    expect(() => loadConfig({ LOGIN_RATE_ACCOUNT_MAX: '5' })).toThrow(
      /LOGIN_RATE_ACCOUNT_MAX: was renamed to LOGIN_FAILURES_RATE_ACCOUNT_MAX/,
    );
  });
});

describe('machine keys', () => {
  it('are read from MACHINE_KEYS, two per partner at most; the published ones only outside a deployment', () => {
    const secret = 'x'.repeat(32);
    const config = loadConfig({ MACHINE_KEYS: `warehouse:wh-1:${secret},warehouse:wh-2:${secret}` });
    expect(config.machineKeys.map((key) => [key.partner, key.id])).toEqual([
      ['warehouse', 'wh-1'],
      ['warehouse', 'wh-2'],
    ]);
    expect(config.developmentSecrets).not.toContain('MACHINE_KEYS');
    expect(() =>
      loadConfig({ MACHINE_KEYS: `warehouse:a:${secret},warehouse:b:${secret},warehouse:c:${secret}` }),
    ).toThrow(/MACHINE_KEYS: warehouse has more than 2 keys/);
    expect(() => loadConfig({ MACHINE_KEYS: 'warehouse:wh-1:short' })).toThrow(/at least 32 characters/);
    expect(() => loadConfig({ MACHINE_KEYS: `carrier:c-1:${secret}` })).toThrow(/unknown partner "carrier"/);
    expect(loadConfig({}).machineKeys.map((key) => key.partner)).toEqual([
      'warehouse',
      'sms-gateway',
      'payment-provider',
      'rates-feed',
      'courier',
    ]);
    expect(loadConfig({}).developmentSecrets).toContain('MACHINE_KEYS');
    const deployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/yolla',
      AUTH_TOKEN_SECRET: 'a'.repeat(40),
      OAUTH_CLIENT_SECRET: 'b'.repeat(20),
      WEBAUTHN_RP_ID: 'yolla.az',
      WEBAUTHN_ORIGINS: 'https://yolla.az',
      MESSAGE_OUTBOX_ALLOWED: 'true',
      IDENTITY_SANDBOX_ALLOWED: 'true',
      PAYMENT_SANDBOX_ALLOWED: 'true',
    };
    expect(loadConfig(deployment).machineKeys).toEqual([]);
  });
});
