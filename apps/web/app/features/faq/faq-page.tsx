import { IconLink } from '@tabler/icons-react';
import type { FaqGroup } from '@yolla/contract';
import { useState } from 'react';
import { Form } from 'react-router';
import { ContentBlocks, fallbackLang } from '../../components/content/content-blocks.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { ContentPage } from '../../components/content/content-page.tsx';
import { SearchField } from '../../components/content/search-field.tsx';
import { Card, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { matchesSearch } from './faq-search.ts';

/**
 * Questions in their groups, each answer linkable by its anchor (`#how-to-declare`). The search is a form that
 * filters on the server without JavaScript (`?q=`) and as one types with it.
 */
export function FaqPage({ groups, initialSearch }: { groups: FaqGroup[] | null; initialSearch: string }) {
  const { t, locale } = useTranslation('faq');
  const [search, setSearch] = useState(initialSearch);
  const shown = (groups ?? [])
    .map((group) => ({ ...group, questions: group.questions.filter((q) => matchesSearch(q, search, locale)) }))
    .filter((group) => group.questions.length > 0);
  return (
    <ContentPage title={t('title')} intro={t('intro')} size="md">
      {groups === null ? (
        <ContentUnavailable />
      ) : (
        <>
          <Form method="get" role="search" onSubmit={(event) => event.preventDefault()}>
            <SearchField
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={search}
              onChange={setSearch}
            />
          </Form>
          <p className="y-visually-hidden" aria-live="polite">
            {search ? t('search.found', { count: shown.reduce((sum, g) => sum + g.questions.length, 0) }) : ''}
          </p>
          {shown.length === 0 ? <Text data-testid="faq-empty">{t('search.none')}</Text> : null}
          {shown.map((group) => (
            <section key={group.id} aria-labelledby={`group-${group.id}`} lang={fallbackLang(group)}>
              <Stack gap="md">
                <Title order={2} id={`group-${group.id}`}>
                  {group.title}
                </Title>
                {group.questions.map((question) => (
                  <Card key={question.id} id={question.id} className="faq-item" lang={fallbackLang(question)}>
                    <Title order={3} look={4} className="faq-item__question">
                      {question.question}
                      <a
                        href={`#${question.id}`}
                        className="faq-item__anchor"
                        aria-label={t('anchor', { question: question.question })}
                      >
                        <IconLink size={16} aria-hidden />
                      </a>
                    </Title>
                    <ContentBlocks blocks={question.answer} />
                  </Card>
                ))}
              </Stack>
            </section>
          ))}
        </>
      )}
    </ContentPage>
  );
}
