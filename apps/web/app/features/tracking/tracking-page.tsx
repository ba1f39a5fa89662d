import { IconAlertCircle, IconClockPause, IconPackageOff } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { Alert, Container, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { TrackingForm } from './tracking-form.tsx';
import { TrackedParcel } from './tracking-timeline.tsx';
import type { TrackingPage as Page } from './tracking.server.ts';

function Refusal({ page }: { page: Exclude<Page, { kind: 'found' }> }) {
  const { t } = useTranslation('tracking');
  const { pathname } = useLocation();
  if (page.kind === 'not_found') {
    return (
      <Alert tone="gray" role="status" icon={<IconPackageOff size={18} aria-hidden />} title={t('not_found.title')}>
        <span data-testid="tracking-not-found">{t('not_found.text')}</span>
      </Alert>
    );
  }
  if (page.kind === 'limited') {
    return (
      <Alert tone="red" icon={<IconClockPause size={18} aria-hidden />} title={t('limited.title')}>
        <span data-testid="tracking-limited">{t('limited.text', { count: page.minutes })}</span>
      </Alert>
    );
  }
  return (
    <Alert tone="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('unavailable.title')}>
      <span data-testid="tracking-unavailable">{t('unavailable.text')}</span>{' '}
      <a href={pathname} className="y-anchor y-underline">
        {t('unavailable.retry')}
      </a>
    </Alert>
  );
}

/** `/{lang}/tracking/{tracking}`: the parcel, or why it cannot be shown; the form to look up another below. */
export function TrackingPage({ page }: { page: Page }) {
  const { t } = useTranslation('tracking');
  const tracking = page.kind === 'found' ? page.parcel.tracking : page.tracking;
  return (
    <Container size="md" className="content-page tracking-page">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('heading', { tracking })}</Title>
          {page.kind === 'found' ? null : <Text dimmed>{t('intro')}</Text>}
        </div>
        {page.kind === 'found' ? <TrackedParcel parcel={page.parcel} /> : <Refusal page={page} />}
        <TrackingForm initial={page.kind === 'found' ? '' : tracking} />
      </Stack>
    </Container>
  );
}
