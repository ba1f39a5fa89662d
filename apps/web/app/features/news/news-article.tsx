import type { NewsItem } from '@yolla/contract';
import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { ContentBlocks, fallbackLang } from '../../components/content/content-blocks.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { anchorClass, Container, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** One news item with its date, and the way back to the list. */
export function NewsArticle({ item, lang }: { item: NewsItem & { date: string }; lang: UrlLang }) {
  const { t } = useTranslation('news');
  return (
    <Container size="sm" className="content-page">
      <Stack as="article" gap="md" lang={fallbackLang(item)}>
        <AppLink to={href('/:lang/news', { lang })} className={anchorClass({ size: 'sm' })}>
          {t('back')}
        </AppLink>
        <Title order={1}>{item.title}</Title>
        <Text size="sm" dimmed>
          <time dateTime={item.published_on}>{item.date}</time>
        </Text>
        <Text size="lg">{item.summary}</Text>
        <ContentBlocks blocks={item.body} />
      </Stack>
    </Container>
  );
}

/** A news item the API could not give (an outage): says so, with a retry and the way back to the list. */
export function NewsUnavailable() {
  return (
    <Container size="sm" className="content-page">
      <ContentUnavailable />
    </Container>
  );
}
