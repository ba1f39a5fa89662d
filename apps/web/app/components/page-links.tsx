import { AppLink } from './app-link.tsx';
import { anchorClass, Group, Text } from './ui/layout.tsx';

/**
 * A list's previous and next page links (plain links: the page is in the address) and where the customer is, in the
 * list's own words ("Newer" / "Older" for notices). Nothing when there is one page.
 */
export function PageLinks({
  current,
  pages,
  hrefOf,
  words,
  className,
}: {
  current: number;
  pages: number;
  hrefOf: (page: number) => string;
  words: { label: string; previous: string; next: string; page: string };
  className?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={words.label} className={className}>
      <Group gap="md" align="start">
        {current > 1 ? (
          <AppLink to={hrefOf(current - 1)} rel="prev" className={anchorClass({ underline: true })}>
            {words.previous}
          </AppLink>
        ) : null}
        <Text size="sm" as="span" aria-current="page">
          {words.page}
        </Text>
        {current < pages ? (
          <AppLink to={hrefOf(current + 1)} rel="next" className={anchorClass({ underline: true })}>
            {words.next}
          </AppLink>
        ) : null}
      </Group>
    </nav>
  );
}
