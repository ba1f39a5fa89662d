import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * Says the app is offline (decision 0044), from hydration on: `navigator.onLine`, then the `offline` and `online`
 * events. The live region is always in the page, empty while online, so a screen reader announces the change.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('offline', update);
    window.addEventListener('online', update);
    return () => {
      window.removeEventListener('offline', update);
      window.removeEventListener('online', update);
    };
  }, []);
  return (
    <div role="status" className="offline-banner">
      {offline ? t('offline') : null}
    </div>
  );
}
