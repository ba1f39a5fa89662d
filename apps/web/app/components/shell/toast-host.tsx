import 'react-toastify/dist/ReactToastify.css';
import { CloseButton, useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { Slide, toast, ToastContainer } from 'react-toastify';
import { useTranslation } from '../../lib/i18n.tsx';
import { MantineTheme } from '../ui/mantine-theme.tsx';
import { TOAST_OPTIONS, type ShownToast } from './toast-queue.ts';

/** Shows a toast, or updates the toast with the same id in place when it is still on screen. */
export function present({ type, message, id }: ShownToast): void {
  if (type === 'loading') {
    if (!id || !toast.isActive(id)) toast.loading(message, id ? { toastId: id } : {});
    return;
  }
  if (id && toast.isActive(id)) {
    toast.update(id, { render: message, type, isLoading: false, autoClose: TOAST_OPTIONS.autoCloseMs });
    return;
  }
  if (type === 'default') toast(message, id ? { toastId: id } : {});
  else toast[type](message, id ? { toastId: id } : {});
}

/** The toast container (theme follows the dark class); loaded with the first toast, then it shows the queue. */
export function ToastHost({ onReady }: { onReady: () => void }) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  useEffect(onReady, [onReady]);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_OPTIONS.autoCloseMs}
      hideProgressBar
      transition={Slide}
      theme={scheme === 'dark' ? 'dark' : 'light'}
      aria-label={t('notifications')}
      closeButton={({ closeToast }) => (
        <MantineTheme>
          <CloseButton size="sm" aria-label={t('close')} onClick={closeToast} />
        </MantineTheme>
      )}
      style={{ fontSize: TOAST_OPTIONS.fontSizePx }}
      newestOnTop
    />
  );
}
