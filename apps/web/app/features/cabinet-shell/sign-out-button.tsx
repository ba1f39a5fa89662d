import { IconLogout } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { useTranslation } from '../../lib/i18n.tsx';
import { Form, href, useNavigation } from 'react-router';
import { forgetParcelList } from '../../components/shell/service-worker.ts';
import { showToast } from '../../components/shell/toast-queue.ts';
import { Button } from '../../components/ui/button.tsx';
import { SIGN_OUT_TOAST_ID } from './sign-out-ids.ts';

/**
 * Posts to the sign-out action; a "Signing out…" toast is updated in place with the API's answer. The service
 * worker's copy of the parcel list is erased (decision 0044).
 */
export function SignOutButton({ lang, fullWidth }: { lang: UrlLang; fullWidth?: boolean }) {
  const { t } = useTranslation('cabinet');
  const navigation = useNavigation();
  const action = href('/:lang/sign-out', { lang });
  const busy = navigation.state !== 'idle' && navigation.formAction === action;
  return (
    <Form
      method="post"
      action={action}
      onSubmit={() => {
        showToast({ type: 'loading', message: t('signing_out'), id: SIGN_OUT_TOAST_ID });
        forgetParcelList();
      }}
    >
      <Button
        type="submit"
        variant="light"
        color="gray"
        leftSection={<IconLogout size={18} aria-hidden />}
        loading={busy}
        fullWidth={fullWidth}
      >
        {t('sign_out')}
      </Button>
    </Form>
  );
}
