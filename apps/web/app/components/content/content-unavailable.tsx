import { IconAlertCircle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { Alert } from '../ui/layout.tsx';

/** The error state of a content page whose content the API could not give: what happened, and a way to retry. */
export function ContentUnavailable() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  return (
    <Alert tone="red" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="content-unavailable">
      {t('content.unavailable')}{' '}
      <a href={`${pathname}${search}`} className="y-anchor y-underline">
        {t('content.retry')}
      </a>
    </Alert>
  );
}
