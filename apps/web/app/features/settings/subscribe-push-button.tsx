import { IconBellPlus } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useSubmit } from 'react-router';
import { Text } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

const noSubscription = () => () => undefined;

/** Whether this browser can receive push: after hydration, with service workers, the Push API and notifications. */
function usePushSupport(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
    () => false,
  );
}

/**
 * "Receive notifications on this device": the subscribing code (`push-subscribe.ts`) arrives on the click, never in
 * the page's first load; the subscription is posted to the page's action (`intent=add-push-device`). Without
 * JavaScript or push support a note says what it needs.
 */
export function SubscribePushButton(props: { publicKey: string; onProblem: (message: string | null) => void }) {
  const { t } = useTranslation('settings');
  const supported = usePushSupport();
  const submit = useSubmit();
  const [busy, setBusy] = useState(false);
  if (!supported) {
    return (
      <Text size="sm" dimmed data-testid="push-needs-support">
        {t('push.needs_support')}
      </Text>
    );
  }
  const subscribe = async () => {
    setBusy(true);
    props.onProblem(null);
    try {
      const { subscribeThisDevice } = await import('./push-subscribe.ts');
      const outcome = await subscribeThisDevice(props.publicKey);
      if (!outcome.ok) {
        props.onProblem(outcome.denied ? t('push.denied') : t('push.needs_support'));
        return;
      }
      await submit(
        { intent: 'add-push-device', subscription: outcome.subscription },
        { method: 'post', preventScrollReset: true },
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant="light"
      leftSection={<IconBellPlus size={16} aria-hidden />}
      loading={busy}
      onClick={() => void subscribe()}
      data-testid="add-push-device"
    >
      {t('push.add')}
    </Button>
  );
}
