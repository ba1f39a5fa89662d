import {
  carriageRulesEndpoint,
  contactMessageEndpoint,
  contentRevisionEndpoint,
  COUNTRY_FEATURES,
  faqEndpoint,
  newsEndpoint,
  newsItemEndpoint,
  officesEndpoint,
  pickupPointsEndpoint,
  servicesEndpoint,
  siteDocumentEndpoint,
} from '@yolla/contract';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import type { Db } from '../../db/client.ts';
import { defineModule, type Services } from '../../http/module.ts';
import type { RouteTable } from '../../http/routes.ts';
import {
  byAttribute,
  byId,
  byParent,
  cityNames,
  countEntries,
  currentRevision,
  listPickupPoints,
  localizedEntries,
  NEWEST_FIRST,
  saveContactMessage,
} from './content.repository.ts';
import { withFees } from './content.prices.ts';
import { createContentService } from './content.service.ts';
import * as view from './content.views.ts';

/** Shared caches may keep public content for five minutes, one copy per language. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=300';

const shareable = (reply: FastifyReply) =>
  reply.header('cache-control', CONTENT_CACHE_CONTROL).header('vary', 'accept-language');
const notFound = () => new ApiError('content.not_found');

/** The public site's content: news, FAQ, services, documents, carriage rules, offices, pickup points, contact. */
export const contentModule = defineModule({
  name: 'content',
  provides: { content: createContentService },
  setup: ({ db, services }) => ({ routes: (table) => contentRoutes(table, db, services.tariffs) }),
});

function contentRoutes(table: RouteTable, db: Db, tariffs: Services['tariffs']): void {
  table.add(newsEndpoint, async ({ query, request, reply }) => {
    const { page, per_page: perPage } = query;
    const [entries, total] = await Promise.all([
      localizedEntries(db, 'news', request.locale, {
        orderBy: NEWEST_FIRST,
        limit: perPage,
        offset: (page - 1) * perPage,
      }),
      countEntries(db, 'news'),
    ]);
    shareable(reply);
    return {
      data: entries.map(view.newsSummary),
      meta: { page, per_page: perPage, total, pages: Math.ceil(total / perPage) },
    };
  });

  table.add(newsItemEndpoint, async ({ params, request, reply }) => {
    const [entry] = await localizedEntries(db, 'news', request.locale, { where: byId(params.slug) });
    if (!entry) throw notFound();
    shareable(reply);
    return { data: view.newsItem(entry) };
  });

  table.add(faqEndpoint, async ({ request, reply }) => {
    const [groups, questions] = await Promise.all([
      localizedEntries(db, 'faq_group', request.locale),
      localizedEntries(db, 'faq_question', request.locale),
    ]);
    shareable(reply);
    return { data: view.faqGroups(groups, questions) };
  });

  table.add(servicesEndpoint, async ({ query, request, reply }) => {
    const entries = (await localizedEntries(db, 'service', request.locale)).map(view.service);
    const services = await withFees(db, tariffs, entries);
    shareable(reply);
    const azServices = COUNTRY_FEATURES[query.country].azServices;
    return { data: services.filter((service) => azServices || !service.az_only) };
  });

  table.add(siteDocumentEndpoint, async ({ params, request, reply }) => {
    const [document] = await localizedEntries(db, 'document', request.locale, { where: byId(params.id) });
    if (!document) throw notFound();
    const sections = await localizedEntries(db, 'document_section', request.locale, { where: byParent(params.id) });
    shareable(reply);
    return { data: view.siteDocument(document, sections) };
  });

  table.add(carriageRulesEndpoint, async ({ query, request, reply }) => {
    const [items, limits] = await Promise.all([
      localizedEntries(db, 'carriage_item', request.locale),
      localizedEntries(
        db,
        'customs_limit',
        request.locale,
        query.destination ? { where: byAttribute('country', query.destination) } : {},
      ),
    ]);
    shareable(reply);
    return { data: { items: items.map(view.carriageItem), customs_limits: limits.map(view.customsLimit) } };
  });

  table.add(officesEndpoint, async ({ request, reply }) => {
    const [offices, names] = await Promise.all([
      localizedEntries(db, 'office', request.locale),
      cityNames(db, request.locale),
    ]);
    shareable(reply);
    return { data: offices.map((entry) => view.office(entry, names)) };
  });

  table.add(pickupPointsEndpoint, async ({ query, request, reply }) => {
    const points = await listPickupPoints(db, query.country, request.locale);
    shareable(reply);
    return { data: points.map(view.pickupPoint) };
  });

  table.add(contentRevisionEndpoint, async () => ({ revision: String(await currentRevision(db)) }));

  table.add(contactMessageEndpoint, async ({ body, request }) => {
    await saveContactMessage(db, {
      name: body.name,
      replyTo: body.reply_to,
      topic: body.topic,
      text: body.text,
      locale: request.locale,
    });
    return { message: request.t('api.contact_received') };
  });
}
