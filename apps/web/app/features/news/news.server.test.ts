import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestState } from '../../../tests/unit/guest-state.ts';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { loadNewsItem, loadNewsList } from './news.server.ts';

let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

const request = (path: string) => new Request(`http://localhost:3000${path}`);

/** A loader's 404: React Router's `data()` with status 404 (the error screen). */
async function notFound(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toMatchObject({ init: { status: 404 } });
}

describe('the news pages', () => {
  it('lists the newest news first with dates in the page’s language, and knows the number of pages', async () => {
    const news = await loadNewsList(request('/ru/news'), guestState(live.baseUrl, { lang: 'ru', locale: 'ru' }));
    expect(news.items?.length).toBe(6);
    expect(news.pages).toBe(2);
    const dates = news.items?.map((item) => item.published_on) ?? [];
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(news.items?.[0]?.date).toMatch(/\d{4}/);
    expect(news.items?.[0]?.date).not.toMatch(/^\d{4}-/);
  });

  it('answers a page past the last, or a page that is not a number, with the 404 screen', async () => {
    const state = guestState(live.baseUrl);
    await notFound(loadNewsList(request('/en/news?page=3'), state));
    await notFound(loadNewsList(request('/en/news?page=0'), state));
    await notFound(loadNewsList(request('/en/news?page=two'), state));
    expect((await loadNewsList(request('/en/news?page=2'), state)).items?.length).toBeGreaterThan(0);
  });

  it('shows one item, and the 404 screen for an unknown or malformed slug', async () => {
    const state = guestState(live.baseUrl, { lang: 'ge', locale: 'ka' });
    const [first] = (await loadNewsList(request('/ge/news'), state)).items ?? [];
    const item = await loadNewsItem(request(`/ge/news/${first?.slug}`), first?.slug, state);
    expect(item).toMatchObject({ slug: first?.slug, locale: 'ka', fallback: false });
    expect(item?.body.length).toBeGreaterThan(0);
    await notFound(loadNewsItem(request('/ge/news/no-such-thing'), 'no-such-thing', state));
    await notFound(loadNewsItem(request('/ge/news/Bad..Slug'), 'Bad..Slug', state));
  });

  it('says the news cannot be shown when the API is down, instead of failing the page', async () => {
    const down = guestState('http://127.0.0.1:9');
    const news = await loadNewsList(request('/en/news'), down);
    expect(news.items).toBeNull();
    expect(await loadNewsItem(request('/en/news/any-news'), 'any-news', down)).toBeNull();
  });
});
