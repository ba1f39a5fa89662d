import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import type { IntentAnswer } from '../../components/form/intent.tsx';
import { Alert, Stack, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { DeclarationForm, type DeclareIntent } from './declaration-form.tsx';
import { DeclarationView } from './declaration-view.tsx';
import { parcelLink } from './declare-screen.tsx';
import type { EditPage } from './declare-view.ts';

/** Changing a declaration: the form while the parcel may change; once locked, why and since when, read-only. */
export function EditScreen(props: {
  lang: UrlLang;
  /** What the page does, with the parcel's number (the loader's, which is the document's title too). */
  heading: string;
  base: string;
  page: EditPage;
  invoiceLimitMb: number;
  answer: IntentAnswer<DeclareIntent> | null;
}) {
  const { lang, heading, base, page, invoiceLimitMb, answer } = props;
  const { t } = useTranslation('declare');
  return (
    <Stack gap="lg" className="declare">
      <Title order={1} look={2}>
        {heading}
      </Title>
      {page.editable ? (
        <DeclarationForm
          mode={{ intent: 'save', id: page.id, trackingNumber: page.trackingNumber }}
          base={base}
          initial={page.initial}
          carrier={page.carrier}
          pickupPoints={page.pickupPoints}
          hasInvoice={page.hasInvoice}
          invoiceLimitMb={invoiceLimitMb}
          links={{ parcel: parcelLink(lang), settings: href('/:lang/cabinet/settings', { lang }) }}
          answer={answer}
        />
      ) : (
        <>
          <Alert tone="gray" data-testid="declare-locked">
            {page.lockedSince ? t('locked', { date: page.lockedSince }) : t('locked_unknown')}
          </Alert>
          <DeclarationView values={page.initial} pickupPoints={page.pickupPoints} />
        </>
      )}
    </Stack>
  );
}
