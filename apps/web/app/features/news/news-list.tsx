import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { fallbackLang } from '../../components/content/content-blocks.tsx';
import { ContentPage } from '../../components/content/content-page.tsx';
import { anchorClass, Card, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { newsSearch } from './news-search.ts';
import type { NewsList as NewsListData } from './news.server.ts';

/** The news, newest first, a page at a time; links to the previous and next pages. */
export function NewsList({ news, lang }: { news: NewsListData; lang: UrlLang }) {
  const { t } = useTranslation('news');
  const pageHref = (page: number) => newsSearch.href(href('/:lang/news', { lang }), { page });
  return (
    <ContentPage title={t('title')} intro={t('intro')} size="md">
      {news.items === null ? (
        <ContentUnavailable />
      ) : news.items.length === 0 ? (
        <Text data-testid="news-empty">{t('empty')}</Text>
      ) : (
        <Stack as="ol" gap="md" className="news-list">
          {news.items.map((item) => (
            <Card as="li" key={item.slug} lang={fallbackLang(item)}>
              <article>
                <Text size="sm" dimmed>
                  <time dateTime={item.published_on}>{item.date}</time>
                </Text>
                <Title order={2} look={3}>
                  <AppLink to={href('/:lang/news/:slug', { lang, slug: item.slug })} className={anchorClass()}>
                    {item.title}
                  </AppLink>
                </Title>
                <Text>{item.summary}</Text>
              </article>
            </Card>
          ))}
        </Stack>
      )}
      {news.pages > 1 ? (
        <nav aria-label={t('pages.label')}>
          <Group justify="between">
            {news.page > 1 ? (
              <AppLink to={pageHref(news.page - 1)} rel="prev" className={anchorClass({ underline: true })}>
                {t('pages.newer')}
              </AppLink>
            ) : (
              <span />
            )}
            <Text size="sm" dimmed>
              {t('pages.position', { page: news.page, pages: news.pages })}
            </Text>
            {news.page < news.pages ? (
              <AppLink to={pageHref(news.page + 1)} rel="next" className={anchorClass({ underline: true })}>
                {t('pages.older')}
              </AppLink>
            ) : (
              <span />
            )}
          </Group>
        </nav>
      ) : null}
    </ContentPage>
  );
}
