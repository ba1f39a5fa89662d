import { IconLayoutDashboard, IconSettings } from '@tabler/icons-react';
import type { UserSummary } from '@yolla/contract';
import type { UrlLang } from '@yolla/i18n';
import { href, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { DeferredMenu } from '../ui/deferred-menu.tsx';
import { Button } from '../ui/button.tsx';
import { VisuallyHidden } from '../ui/layout.tsx';
import { AccountAvatar } from './account-avatar.tsx';

/** The cabinet header's account menu: the customer's picture, opening the overview and the settings. */
export function AccountMenu({ user, lang }: { user: UserSummary; lang: UrlLang }) {
  const { t } = useTranslation('cabinet');
  const { pathname } = useLocation();
  const pages = [
    { key: 'dashboard', to: href('/:lang/cabinet', { lang }), label: t('nav.dashboard'), Icon: IconLayoutDashboard },
    { key: 'settings', to: href('/:lang/cabinet/settings', { lang }), label: t('nav.settings'), Icon: IconSettings },
  ];
  return (
    <DeferredMenu
      target={
        <Button variant="subtle" color="gray" className="account-menu__trigger" data-testid="account-menu">
          <AccountAvatar user={user} />
          <VisuallyHidden>{t('account_menu')}</VisuallyHidden>
        </Button>
      }
      choices={pages.map(({ key, to, label, Icon }) => ({
        key,
        label,
        href: to,
        clientSide: true,
        selected: pathname === to,
        icon: <Icon size={16} aria-hidden />,
      }))}
    />
  );
}
