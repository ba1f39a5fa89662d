import { IconBell } from '@tabler/icons-react';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import type { HeaderSlotProps } from '../../lib/header-slot.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * The bell in the cabinet header: a plain link to the notifications page (it works without JavaScript), with the
 * unread count as visible text and a label that says it ("Notifications, 3 unread"). `unread` null: the count could
 * not be had, the bell is still a link. Its count comes from `header-slot.server.ts`.
 */
export default function NotificationBell({ lang, data: unread }: HeaderSlotProps<number>) {
  const { t } = useTranslation('cabinet');
  const label = unread ? t('bell', { count: unread }) : t('bell_none');
  return (
    <AppLink
      to={href('/:lang/cabinet/notifications', { lang })}
      className="notification-bell"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
    >
      <IconBell size={20} aria-hidden />
      {unread ? (
        <span className="notification-bell__count" data-testid="notification-bell-count">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </AppLink>
  );
}
