import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '../../components/ui/layout.tsx';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Calculator } from './calculator.tsx';
import { PriceList } from './price-list.tsx';
import type { QuoteView, TariffsPage as PageData } from './tariffs.server.ts';

/** The tariffs: the calculator, the price list and its rules; the cabinet's page puts the customer's parcels first. */
export function TariffsPage({
  page,
  answer,
  quote,
  children,
}: {
  page: PageData;
  answer: FormAnswer | null;
  quote: QuoteView | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('tariffs');
  return (
    <Container className="tariffs-page">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text dimmed className="tariffs-page__intro">
            {t('intro')}
          </Text>
        </div>
        {children}
        <Calculator
          destination={page.destination}
          canChooseDestination={page.canChooseDestination}
          answer={answer}
          quote={quote}
        />
        <PriceList page={page} />
        <section aria-labelledby="rules-title" className="tariffs-section">
          <Stack gap="xs">
            <Title order={2} id="rules-title">
              {t('rules.title')}
            </Title>
            <Text>{t('rules.volumetric')}</Text>
            <Text>{t('rules.chargeable')}</Text>
            <Text>{t('rules.price')}</Text>
            <Text>{t('rules.customs')}</Text>
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
