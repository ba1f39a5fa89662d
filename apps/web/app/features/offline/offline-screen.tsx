import { useTranslation } from '../../lib/i18n.tsx';
import { Stack, Text, Title } from '../../components/ui/layout.tsx';

/**
 * Says the app is offline. The service worker serves this page in place of the one it could not fetch, without its
 * scripts, so "Try again" is a plain link to the address in the bar (`href=""`): it reloads the page the customer
 * asked for, JavaScript or not.
 */
export function OfflineScreen() {
  const { t } = useTranslation('offline');
  return (
    <Stack gap="md" className="offline-screen">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('text')}</Text>
      <Text dimmed>{t('saved_list')}</Text>
      <div>
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- "" is the page's own address, query included. */}
        <a href="" className="offline-retry">
          {t('retry')}
        </a>
      </div>
    </Stack>
  );
}
