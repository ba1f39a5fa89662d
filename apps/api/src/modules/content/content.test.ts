import {
  carriageRulesEndpoint,
  faqEndpoint,
  newsEndpoint,
  newsItemEndpoint,
  officesEndpoint,
  pickupPointsEndpoint,
  servicesEndpoint,
  siteDocumentEndpoint,
  type EndpointDefinition,
} from '@yolla/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { seedContent } from '../../db/seed/content/index.ts';
import { NEWS } from '../../db/seed/content/news.ts';
import { PICKUP_POINTS } from '../../db/seed/content/places.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { contentEntries, contentRevision, contentTranslations, pickupPoints } from './content.table.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function get<E extends EndpointDefinition>(endpoint: E, url: string, language = 'en') {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/v1/client${url}`,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { body: (endpoint.response as z.ZodMiniType<z.output<E['response']>>).parse(response.json()), response };
}

describe('news (GET /content/news)', () => {
  it('lists the newest first, a page at a time, and says how many pages there are', async () => {
    const { body } = await get(newsEndpoint, '/content/news?per_page=4');
    const newest = [...NEWS].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn)).slice(0, 4);
    expect(body.data.map((item) => item.slug)).toEqual(newest.map((item) => item.slug));
    expect(body.meta).toEqual({ page: 1, per_page: 4, total: NEWS.length, pages: Math.ceil(NEWS.length / 4) });
  });

  it('answers a page past the last one with an empty list, and refuses page 0 and oversize pages', async () => {
    const { body } = await get(newsEndpoint, '/content/news?page=99');
    expect(body.data).toEqual([]);
    for (const query of ['page=0', 'page=-1', 'page=abc', 'per_page=51', 'per_page=0']) {
      const response = await api.app.inject({ method: 'GET', url: `/api/v1/client/content/news?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('common.validation_failed');
    }
  });

  it('gives one item by slug in the asked language, and content.not_found for an unknown slug', async () => {
    const first = NEWS[0]!;
    const { body, response } = await get(newsItemEndpoint, `/content/news/${first.slug}`, 'ru');
    expect(body.data).toMatchObject({
      slug: first.slug,
      title: first.translations.ru?.title,
      locale: 'ru',
      fallback: false,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.vary).toContain('accept-language');
    const missing = await api.app.inject({
      method: 'GET',
      url: '/api/v1/client/content/news/no-such-news',
      headers: { 'accept-language': 'az' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'content.not_found' });
  });

  it('falls back to English for a missing translation and says so', async () => {
    const first = NEWS[0]!;
    await api.database.db
      .delete(contentTranslations)
      .where(
        and(
          eq(contentTranslations.kind, 'news'),
          eq(contentTranslations.id, first.slug),
          eq(contentTranslations.locale, 'uz'),
        ),
      );
    const { body } = await get(newsItemEndpoint, `/content/news/${first.slug}`, 'uz');
    expect(body.data).toMatchObject({ title: first.translations.en.title, locale: 'en', fallback: true });
    const other = await get(newsItemEndpoint, `/content/news/${NEWS[1]!.slug}`, 'uz');
    expect(other.body.data).toMatchObject({ locale: 'uz', fallback: false });
    await seedContent(api.database.db);
    expect((await get(newsItemEndpoint, `/content/news/${first.slug}`, 'uz')).body.data.fallback).toBe(false);
  });
});

describe('the rest of the public content', () => {
  it('serves FAQ groups with their questions in order, in every language', async () => {
    for (const language of ['az', 'en', 'ru', 'uz', 'ka']) {
      const { body } = await get(faqEndpoint, '/content/faq', language);
      expect(body.data.length).toBeGreaterThanOrEqual(4);
      expect(body.data.every((group) => group.questions.length > 0 && group.locale === language)).toBe(true);
    }
  });

  it('leaves Azerbaijan-only services out where the country switch is off (UZ)', async () => {
    const az = (await get(servicesEndpoint, '/content/services?country=AZ')).body.data;
    const uz = (await get(servicesEndpoint, '/content/services?country=UZ')).body.data;
    expect(az.some((service) => service.az_only)).toBe(true);
    expect(uz.some((service) => service.az_only)).toBe(false);
    expect(uz.length).toBe(az.filter((service) => !service.az_only).length);
  });

  it('serves the three documents with their sections, and 404 for another id', async () => {
    for (const id of ['carriage', 'privacy-policy', 'terms-and-conditions']) {
      const { body } = await get(siteDocumentEndpoint, `/content/documents/${id}`, 'ka');
      expect(body.data.id).toBe(id);
      expect(body.data.sections.length).toBeGreaterThan(3);
      expect(body.data.sections.every((section) => /^[a-z0-9-]+$/.test(section.id))).toBe(true);
    }
    const other = await api.app.inject({ method: 'GET', url: '/api/v1/client/content/documents/cookies' });
    expect(other.statusCode).toBe(400);
  });

  it('serves carriage items and one customs limit per destination', async () => {
    const all = (await get(carriageRulesEndpoint, '/content/carriage')).body.data;
    expect(all.customs_limits.map((limit) => limit.country).sort()).toEqual(['AZ', 'GE', 'UZ']);
    expect(all.items.some((item) => item.kind === 'prohibited')).toBe(true);
    expect(all.items.some((item) => item.kind === 'restricted' && item.note)).toBe(true);
    const ge = (await get(carriageRulesEndpoint, '/content/carriage?destination=GE')).body.data;
    expect(ge.customs_limits.map((limit) => limit.country)).toEqual(['GE']);
  });

  it("serves offices, and a country's pickup points with their city in the asked language", async () => {
    const offices = (await get(officesEndpoint, '/content/offices', 'ru')).body.data;
    expect(offices.map((office) => office.country).sort()).toEqual(['AZ', 'GE', 'UZ']);
    const points = (await get(pickupPointsEndpoint, '/pickup-points?country=GE', 'ru')).body.data;
    expect(points.map((point) => point.id)).toEqual(PICKUP_POINTS.filter((p) => p.country === 'GE').map((p) => p.id));
    expect(points.find((point) => point.city.code === 'GE-TBILISI')?.city.name).toBe('Тбилиси');
  });

  it('keeps a closed pickup point (parcels refer to it) but no longer lists it', async () => {
    const [first] = PICKUP_POINTS.filter((point) => point.country === 'UZ');
    await api.database.db.update(pickupPoints).set({ active: false }).where(eq(pickupPoints.id, first!.id));
    const points = (await get(pickupPointsEndpoint, '/pickup-points?country=UZ')).body.data;
    expect(points.map((point) => point.id)).not.toContain(first!.id);
    await seedContent(api.database.db);
    const again = (await get(pickupPointsEndpoint, '/pickup-points?country=UZ')).body.data;
    expect(again.map((point) => point.id)).toContain(first!.id);
  });
});

describe('the content revision (page caches key on it)', () => {
  const revision = async () => (await api.database.db.select().from(contentRevision))[0]?.revision ?? 0;

  it('moves on every change to content, and not when the seeds run again unchanged', async () => {
    await seedContent(api.database.db);
    const before = await revision();
    await seedContent(api.database.db);
    expect(await revision()).toBe(before);
    await api.database.db
      .update(contentEntries)
      .set({ position: sql`${contentEntries.position} + 1` })
      .where(eq(contentEntries.kind, 'faq_group'));
    const changed = await revision();
    expect(changed).toBeGreaterThan(before);
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/client/content/revision' });
    expect(response.json()).toEqual({ revision: String(changed) });
  });
});
