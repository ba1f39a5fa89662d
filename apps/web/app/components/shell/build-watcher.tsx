import { useEffect } from 'react';
import { BUILD_POLL_INTERVAL_MS, fetchLatestBuildId } from '../../lib/build-watch.ts';
import { requestFullReload } from '../../lib/reload-policy.client.ts';

/**
 * Polls builds/latest.json every minute and when the tab regains focus; once a newer build is
 * deployed, the next navigation becomes a full page load so the customer gets the new code.
 */
export function BuildWatcher() {
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      const latest = await fetchLatestBuildId();
      if (!stopped && latest && latest !== __BUILD_ID__) requestFullReload('new-build');
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = window.setInterval(() => void check(), BUILD_POLL_INTERVAL_MS);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return null;
}
