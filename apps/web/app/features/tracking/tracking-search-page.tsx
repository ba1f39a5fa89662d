import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { ContentPage } from '../../components/content/content-page.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { TrackingForm } from './tracking-form.tsx';

/** `/{lang}/tracking`: the form alone (the header's entry), and where the form lands without JavaScript. */
export function TrackingSearchPage({ answer }: { answer: FormAnswer | null }) {
  const { t } = useTranslation('tracking');
  return (
    <ContentPage title={t('title')} intro={t('intro')} size="md" className="tracking-page">
      <TrackingForm answer={answer} />
    </ContentPage>
  );
}
