import type { UrlLang } from '@yolla/i18n';
import type { ReactNode } from 'react';
import { href } from 'react-router';
import type { IntentAnswer } from '../../components/form/intent.tsx';
import { IconCircleCheck } from '@tabler/icons-react';
import { Alert, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { DeclarationForm, type DeclareIntent } from './declaration-form.tsx';
import type { DeclarePage, FormValues } from './declare-view.ts';

/** A parcel's page, for the refusals that name an existing declaration. */
export function parcelLink(lang: UrlLang) {
  return (id: string) => href('/:lang/cabinet/packages/:id', { lang, id });
}

/** Declaring a parcel: the form, empty or with the tracking number the address names. */
export function DeclareScreen(props: {
  lang: UrlLang;
  base: string;
  page: DeclarePage;
  invoiceLimitMb: number;
  answer: IntentAnswer<DeclareIntent> | null;
  /** The customs-limit meter for the values the form shows (placed by the route: another feature). */
  customsMeter?: ((values: FormValues) => ReactNode) | undefined;
}) {
  const { lang, base, page, invoiceLimitMb, answer, customsMeter } = props;
  const { t } = useTranslation('declare');
  return (
    <Stack gap="lg" className="declare">
      <div>
        <Title order={1} look={2}>
          {t('heading')}
        </Title>
        <Text dimmed>{t('intro')}</Text>
      </div>
      {page.restored ? (
        <Alert
          tone="teal"
          icon={<IconCircleCheck size={20} aria-hidden />}
          role="status"
          data-testid="declare-restored"
        >
          {t('restored')}
        </Alert>
      ) : null}
      <DeclarationForm
        mode={{ intent: 'declare' }}
        base={base}
        initial={page.initial}
        carrier={page.carrier}
        pickupPoints={page.pickupPoints}
        hasInvoice={false}
        invoiceLimitMb={invoiceLimitMb}
        links={{ parcel: parcelLink(lang), settings: href('/:lang/cabinet/settings', { lang }) }}
        answer={answer}
        meter={customsMeter}
      />
    </Stack>
  );
}
