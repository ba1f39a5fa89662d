import { useComputedColorScheme } from '@mantine/core';
import type { Locale } from '@yolla/i18n';
import { loadMessages } from '@yolla/i18n/load';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initMonitoring } from '../../lib/monitoring.client.ts';
import { armPrefetch } from '../app-link.tsx';
import { BuildWatcher } from './build-watcher.tsx';
import { TopLoadingBar } from './loading-bar.tsx';
import { Toasts } from './toasts.tsx';

/** Keeps the `dark` class on <html> in step with Mantine's colour scheme. */
function DarkClass() {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => {
    document.documentElement.classList.toggle('dark', scheme === 'dark');
  }, [scheme]);
  return null;
}

/** Loads another language's messages when a client navigation changes the page language. */
function LocaleSync({ locale }: { locale: Locale }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === locale) return;
    let cancelled = false;
    void loadMessages(locale).then((messages) => {
      if (cancelled) return;
      for (const [ns, bundle] of Object.entries(messages)) i18n.addResourceBundle(locale, ns, bundle, true, true);
      void i18n.changeLanguage(locale);
    });
    return () => {
      cancelled = true;
    };
  }, [locale, i18n]);
  return null;
}

/** App-wide behaviour around every page: loading bar, toasts, build polling, prefetch timing, monitoring. */
export function AppChrome({
  locale,
  toastCookie,
  children,
}: {
  locale: Locale;
  toastCookie: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    return armPrefetch();
  }, []);
  useEffect(() => {
    void initMonitoring();
  }, []);
  return (
    <>
      <TopLoadingBar />
      <DarkClass />
      <LocaleSync locale={locale} />
      <BuildWatcher />
      {children}
      <Toasts cookieName={toastCookie} />
    </>
  );
}
