import type { SiteDocument } from '@yolla/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Container, Stack, Text, Title } from '../ui/layout.tsx';
import { ContentBlocks, fallbackLang } from './content-blocks.tsx';

/**
 * A long document (rules of carriage, privacy policy, terms): title, date of the last change, a table of contents
 * linking each section by its anchor, then the sections; `children` come after the sections' contents list.
 */
export function SiteDocumentView({
  document,
  updated,
  children,
}: {
  document: SiteDocument;
  /** The date of the last change, formatted in the page's locale. */
  updated: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Container size="md" className="content-page site-document">
      <Stack gap="lg" as="article" lang={fallbackLang(document)}>
        <div>
          <Title order={1}>{document.title}</Title>
          <Text size="sm" dimmed>
            {t('content.updated', { date: updated })}
          </Text>
        </div>
        <ContentBlocks blocks={document.intro} />
        <nav aria-labelledby="toc-title" className="site-document__toc">
          <Title order={2} look={4} id="toc-title">
            {t('content.contents')}
          </Title>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="y-anchor">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {children}
        {document.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            lang={fallbackLang(section)}
          >
            <Title order={2} look={3} id={`${section.id}-title`}>
              {section.heading}
            </Title>
            <ContentBlocks blocks={section.blocks} />
          </section>
        ))}
      </Stack>
    </Container>
  );
}
