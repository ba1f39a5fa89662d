import { formatDecimal } from '../lib/format.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { AppLink } from './app-link.tsx';
import { anchorClass, Group, Text } from './ui/layout.tsx';

/**
 * A list's previous and next page links (plain links: the page is in the address) and where the customer is, in its
 * own words (`common:pagination`): "Newer" / "Older" for a list that runs newest first, "Previous page" / "Next page"
 * otherwise. Nothing when there is one page.
 */
export function PageLinks({
  current,
  pages,
  hrefOf,
  newestFirst = false,
}: {
  current: number;
  pages: number;
  hrefOf: (page: number) => string;
  newestFirst?: boolean;
}) {
  const { t, locale } = useTranslation('common');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')}>
      <Group gap="md" align="start">
        {current > 1 ? (
          <AppLink to={hrefOf(current - 1)} rel="prev" className={anchorClass({ underline: true })}>
            {newestFirst ? t('pagination.newer') : t('pagination.previous')}
          </AppLink>
        ) : null}
        <Text size="sm" as="span" aria-current="page">
          {t('pagination.page', { page: formatDecimal(current, locale, 0), pages: formatDecimal(pages, locale, 0) })}
        </Text>
        {current < pages ? (
          <AppLink to={hrefOf(current + 1)} rel="next" className={anchorClass({ underline: true })}>
            {newestFirst ? t('pagination.older') : t('pagination.next')}
          </AppLink>
        ) : null}
      </Group>
    </nav>
  );
}
