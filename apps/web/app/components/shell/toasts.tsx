import { CloseButton, useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchers, useNavigation } from 'react-router';
import { Slide, toast, ToastContainer } from 'react-toastify';
import { decodeToasts, type FlashToast } from '../../lib/toasts.ts';

export const TOAST_OPTIONS = { autoCloseMs: 4000, fontSizePx: 14 } as const;

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/** Shows a toast, or updates the toast with the same id in place when it is still on screen. */
export function showToast({ type, message, id }: FlashToast): void {
  if (id && toast.isActive(id)) {
    toast.update(id, { render: message, type, isLoading: false, autoClose: TOAST_OPTIONS.autoCloseMs });
    return;
  }
  if (type === 'default') toast(message, id ? { toastId: id } : {});
  else toast[type](message, id ? { toastId: id } : {});
}

/** Shows the messages the server queued in the flash cookie, then deletes the cookie. */
function drainFlashToasts(cookieName: string): void {
  const raw = readCookie(cookieName);
  if (!raw) return;
  document.cookie = `${cookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
  for (const item of decodeToasts(raw)) showToast(item);
}

/** The toast container (theme follows the dark class) plus the flash-cookie reader. */
export function Toasts({ cookieName }: { cookieName: string }) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const navigation = useNavigation();
  const busyFetchers = useFetchers().filter((fetcher) => fetcher.state !== 'idle').length;
  const settled = navigation.state === 'idle' && busyFetchers === 0;
  useEffect(() => {
    if (settled) drainFlashToasts(cookieName);
  }, [settled, cookieName]);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_OPTIONS.autoCloseMs}
      hideProgressBar
      transition={Slide}
      theme={scheme === 'dark' ? 'dark' : 'light'}
      aria-label={t('notifications')}
      closeButton={({ closeToast }) => <CloseButton size="sm" aria-label={t('close')} onClick={closeToast} />}
      style={{ fontSize: TOAST_OPTIONS.fontSizePx }}
      newestOnTop
    />
  );
}
