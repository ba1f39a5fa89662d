import type { Country } from '@yolla/contract/countries';
import type { Locale, UrlLang } from '@yolla/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { DEMO_CUSTOMER, seedDemoParcelsInto } from '@yolla/api/testing';
import { requestState, server, signedInState, signIn, type SignedIn } from '../../../tests/unit/signed-in-state.ts';
import { declareAction, declarePage } from './declare.server.ts';
import { editAction, editHeading, editPage } from './edit.server.ts';

/** The declaration pages' loaders and actions against the real API: declaring, refusals kept as typed, changing. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

const FIN = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const randomFin = () => Array.from({ length: 7 }, () => FIN[Math.floor(Math.random() * FIN.length)]).join('');
let sequence = 0;
const freshNumber = () => `YT${Date.now().toString().slice(-8)}${(sequence += 1)}${Math.floor(Math.random() * 1000)}`;

async function signedIn(options: { complete?: boolean; country?: Country } = {}): Promise<SignedIn> {
  const { complete = true, country = 'AZ' } = options;
  const profile = complete
    ? { name: 'Aysel', surname: 'Məmmədova', nationalId: randomFin(), birthDate: '1992-04-12' }
    : {};
  const customer = await live.customer({
    country,
    ...profile,
    ...(complete ? { profileCompletedAt: new Date() } : {}),
  });
  return signIn(live, customer);
}

function request(customer: SignedIn, options: { lang?: UrlLang; locale?: Locale } = {}) {
  const { lang = 'en' } = options;
  const { state, toasts } = requestState(live, customer, { ...options, path: '/cabinet/declare' });
  const post = (
    action: typeof declareAction | typeof editAction,
    fields: Record<string, string>,
    options: { search?: string; file?: File } = {},
  ) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (options.file) body.set('invoice', options.file);
    const url = `http://localhost:3000/${lang}/cabinet/declare${options.search ?? ''}`;
    return action(new Request(url, { method: 'POST', body }), state, server);
  };
  return { state, toasts, post };
}

const form = (number: string, overrides: Record<string, string> = {}) => ({
  intent: 'declare',
  tracking_number: number,
  origin: 'TR',
  shop: 'Trendyol',
  'items.0.category': 'clothing',
  'items.0.description': 'Wool coat',
  'items.0.quantity': '1',
  'items.0.unit_price': '45',
  'items.0.currency': 'USD',
  'items.1.category': 'shoes',
  'items.1.description': 'Running shoes',
  'items.1.quantity': '2',
  'items.1.unit_price': '20.00',
  'items.1.currency': 'USD',
  delivery_kind: 'pickup',
  pickup_point_id: 'AZ-BAKU-001',
  note: 'Gift',
  ...overrides,
});

/** The declaration page's address, as such and as the profile form brings the customer back to it. */
const plain = { server, request: new Request('http://localhost:3000/en/cabinet/declare') };
const returning = { server, request: new Request('http://localhost:3000/en/cabinet/declare?draft') };

const PDF = () =>
  new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'invoice.pdf', { type: 'application/pdf' });

describe('declaring a parcel', () => {
  it('offers the pickup points of the customer’s country and fills in the number of the address with its carrier', async () => {
    const page = await declarePage(request(await signedIn()).state, '1z999aa10123456784', plain);
    expect(page.initial).toEqual({ tracking_number: '1Z999AA10123456784' });
    expect(page.carrier).toBe('ups');
    expect(page.pickupPoints.length).toBeGreaterThan(0);
    expect(page.pickupPoints.every((point) => point.id.startsWith('AZ-'))).toBe(true);
    await expect(declarePage(request(await signedIn()).state, '<script>', plain)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it('declares with an invoice and lands on the parcel; the change page shows it filled in', async () => {
    const session = await signedIn();
    const en = request(session);
    const number = freshNumber();
    const done = await en.post(declareAction, form(number), { file: PDF() });
    expect(done).toMatchObject({ ok: true, redirectTo: expect.stringMatching(/^\/en\/cabinet\/packages\/\d+$/) });
    const page = await editPage(en.state, number);
    expect(page).toMatchObject({ editable: true, hasInvoice: true, trackingNumber: number });
    expect(page.initial).toMatchObject({
      'items.0.unit_price': '45.00',
      'items.1.quantity': '2',
      delivery_kind: 'pickup',
      pickup_point_id: 'AZ-BAKU-001',
    });
  });

  it('refuses items in two currencies on the row that differs, in the page language, keeping what was typed', async () => {
    const ru = request(await signedIn(), { lang: 'ru', locale: 'ru' });
    const refused = await ru.post(declareAction, form(freshNumber(), { 'items.1.currency': 'EUR' }));
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      intent: 'declare',
      fields: { 'items.1.currency': expect.stringMatching(/[а-я]/) },
      values: { 'items.1.currency': 'EUR', 'items.1.description': 'Running shoes' },
    });
  });

  it('adds and removes item rows without JavaScript, keeping what was typed', async () => {
    const en = request(await signedIn());
    const added = await en.post(declareAction, { ...form(''), intent: 'add-item' });
    expect(added).toMatchObject({ ok: false, status: 200, message: null, fields: {} });
    expect(!added.ok && added.values).toMatchObject({
      'items.1.description': 'Running shoes',
      'items.2.quantity': '1',
    });
    const removed = await en.post(declareAction, { ...form('x'), intent: 'remove-item' }, { search: '?remove=1' });
    expect(!removed.ok && removed.values).toMatchObject({
      'items.0.description': 'Running shoes',
      tracking_number: 'x',
    });
    expect(!removed.ok && removed.values['items.1.description']).toBeUndefined();
  });

  it('shows a link to the parcel declared before with the same number, and the taken message on another account', async () => {
    const session = await signedIn();
    const number = freshNumber();
    const first = await request(session).post(declareAction, form(number));
    expect(first.ok).toBe(true);
    const again = await request(session).post(declareAction, form(number));
    const id = first.ok ? first.redirectTo.split('/').pop() : '';
    expect(again).toMatchObject({
      ok: false,
      status: 409,
      values: { problem: 'parcels.already_declared', existing_id: id },
    });
    const taken = await request(await signedIn()).post(declareAction, form(number));
    expect(taken).toMatchObject({ ok: false, status: 409, fields: { tracking_number: expect.any(String) } });
  });

  it('refuses a file that is not an invoice on the invoice field, and stores nothing', async () => {
    const session = await signedIn();
    const en = request(session);
    const number = freshNumber();
    const text = new File(['just words'], 'invoice.pdf', { type: 'application/pdf' });
    const refused = await en.post(declareAction, form(number), { file: text });
    expect(refused).toMatchObject({ ok: false, fields: { invoice: expect.any(String) }, values: { shop: 'Trendyol' } });
    await expect(editPage(en.state, number)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('sends a customer with an incomplete profile to the settings and back to the declaration as they left it', async () => {
    const session = await signedIn({ complete: false });
    const en = request(session);
    const number = freshNumber();
    const sent = await en.post(declareAction, form(number, { 'items.0.description': 'Wool scarf' }));
    expect(sent).toEqual({
      ok: true,
      redirectTo: `/en/cabinet/settings?redirect=${encodeURIComponent('/en/cabinet/declare?draft')}#profile`,
    });
    const headers = new Headers();
    en.state.out.applyTo(headers);
    const draft = headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!.split('='))
      .find(([name]) => name === en.state.names.draft)?.[1];
    expect(draft).toBeTruthy();

    // Back on the page (the profile form brings them), the declaration is there once, and the cookie is cleared.
    const back = request(session);
    const withDraft = { ...back.state, cookies: { [back.state.names.draft]: draft } };
    // The plain page (a prefetch of the navigation's link) leaves the draft alone.
    expect(await declarePage(withDraft, null, plain)).toMatchObject({ restored: false, initial: {} });
    expect(back.state.out.has(back.state.names.draft)).toBe(false);
    const page = await declarePage(withDraft, null, returning);
    expect(page.restored).toBe(true);
    expect(page.initial).toMatchObject({
      tracking_number: number,
      shop: 'Trendyol',
      'items.0.description': 'Wool scarf',
    });
    expect(back.state.out.has(back.state.names.draft)).toBe(true);
    const forged = await declarePage(
      { ...back.state, cookies: { [back.state.names.draft]: `${draft}x` } },
      null,
      returning,
    );
    expect(forged).toMatchObject({ restored: false, initial: {} });
  });
});

describe('changing a declaration', () => {
  it('saves the change and keeps the invoice; another customer’s number is not found', async () => {
    const session = await signedIn();
    const en = request(session);
    const number = freshNumber();
    await en.post(declareAction, form(number), { file: PDF() });
    const page = await editPage(en.state, number);
    // The page says what it does, naming the parcel, in the customer's language.
    expect(editHeading(en.state, page)).toBe(`Change the declaration of ${number}`);
    const ru = request(session, { lang: 'ru', locale: 'ru' });
    expect(editHeading(ru.state, page)).toBe(`Изменение декларации посылки ${number}`);
    const {
      intent: _intent,
      tracking_number: _number,
      ...fields
    } = form(number, {
      'items.0.unit_price': '50',
      delivery_kind: 'courier',
    });
    const saved = await en.post(editAction, {
      ...fields,
      intent: 'save',
      id: page.id,
      invoice_file_id: page.initial.invoice_file_id ?? '',
    });
    expect(saved).toEqual({ ok: true, redirectTo: `/en/cabinet/packages/${page.id}` });
    const after = await editPage(en.state, number);
    expect(after).toMatchObject({
      hasInvoice: true,
      initial: { 'items.0.unit_price': '50.00', delivery_kind: 'courier' },
    });
    await expect(editPage(request(await signedIn()).state, number)).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe('an arrival nobody declared', () => {
  it('is declared on its own page, which says so and names the warehouse that received it', async () => {
    await seedDemoParcelsInto(live.api.database);
    const demo = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } as never;
    const { state } = await signedInState(live, demo);
    const page = await editPage(state, 'TBA304918827104');
    expect(page).toMatchObject({ editable: true, undeclared: true, initial: { origin: 'US' } });
    expect(editHeading(state, page)).toBe('Declare parcel TBA304918827104');
  });
});
