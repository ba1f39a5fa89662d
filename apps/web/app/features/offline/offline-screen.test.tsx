// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { LOCALES } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../tests/unit/render.tsx';
import { OfflineBanner } from '../../components/shell/offline-banner.tsx';
import { OfflineScreen } from './offline-screen.tsx';

/** The offline page and the shell's offline notice in the five languages, written in each, not copied from English. */
describe('offline, in every language', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const en = translator('en');

  it.each(LOCALES)('the offline page in %s says so and offers to try the address again', async (locale) => {
    const t = translator(locale);
    renderInApp(<OfflineScreen />, { locale });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(t('offline.title'));
    // A link to the address in the bar (`href=""`), so it works without JavaScript.
    const retry = screen.getByText(t('offline.retry'));
    expect(retry.tagName).toBe('A');
    expect(retry.getAttribute('href')).toBe('');
    for (const key of ['offline.meta.title', 'offline.meta.description', 'offline.title', 'offline.text'] as const) {
      expect(t(key).length).toBeGreaterThan(0);
      if (locale !== 'en') expect(t(key)).not.toBe(en(key));
    }
    if (locale !== 'en') expect(t('common.offline')).not.toBe(en('common.offline'));
  });

  it.each(LOCALES)('the shell in %s says it is offline in a polite status, and nothing once online', async (locale) => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderInApp(<OfflineBanner />, { locale });
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(translator(locale)('common.offline'));
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status.textContent).toBe('');
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status.textContent).toBe(translator(locale)('common.offline'));
  });
});
