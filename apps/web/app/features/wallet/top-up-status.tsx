import { IconAlertCircle, IconCheck, IconClock } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { useEffect } from 'react';
import { href, useRevalidator } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { Alert, anchorClass, Stack, Text } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { walletSearch } from './wallet-search.ts';
import type { TopUpView, WalletPage } from './wallet-view.ts';

/** How often a pending top-up is asked about again, with JavaScript. */
const RECHECK_MS = 3000;

/** While the top-up is pending, the page's data is asked for again every few seconds (the provider's answer). */
function useRecheck(pending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [pending, revalidator]);
}

/**
 * The top-up the provider sent the customer back with: pending (a link to check again, and with JavaScript a check
 * every few seconds), succeeded (the amount credited, and back to the payment when the pay page sent them),
 * declined or expired (nothing credited), or not one of theirs.
 */
export function TopUpStatus({ lang, page, topUp }: { lang: UrlLang; page: WalletPage; topUp: TopUpView | 'missing' }) {
  const { t } = useTranslation('wallet');
  useRecheck(topUp !== 'missing' && topUp.state === 'pending');
  if (topUp === 'missing') {
    return (
      <Alert tone="red" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="top-up-missing">
        {t('top_up.states.not_found')}
      </Alert>
    );
  }
  const here = walletSearch.href(href('/:lang/cabinet/wallet', { lang }), page.query);
  const amount = { amount: topUp.amount };
  if (topUp.state === 'pending') {
    return (
      <Alert
        icon={<IconClock size={18} aria-hidden />}
        title={t('top_up.states.pending_title')}
        role="status"
        aria-live="polite"
        data-testid="top-up-pending"
      >
        <Stack gap={4}>
          <Text as="span">{t('top_up.states.pending', amount)}</Text>
          <Text as="span" size="sm">
            {t('top_up.states.checking')}{' '}
            <AppLink to={here} className={`${anchorClass({ underline: true })} wallet-status__link`} preventScrollReset>
              {t('top_up.states.refresh')}
            </AppLink>
          </Text>
        </Stack>
      </Alert>
    );
  }
  if (topUp.state === 'succeeded') {
    return (
      <Alert
        tone="teal"
        icon={<IconCheck size={18} aria-hidden />}
        title={t('top_up.states.succeeded_title')}
        role="status"
        data-testid="top-up-succeeded"
      >
        <Stack gap="xs">
          <Text as="span">{t('top_up.states.succeeded', amount)}</Text>
          {page.back ? (
            <div>
              <LinkButton to={page.back} size="sm" data-testid="top-up-back">
                {t('top_up.back')}
              </LinkButton>
            </div>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      tone="red"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={t(`top_up.states.${topUp.state}_title`)}
      data-testid={`top-up-${topUp.state}`}
    >
      {t(`top_up.states.${topUp.state}`, amount)}
    </Alert>
  );
}
