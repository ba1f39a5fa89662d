import { NavLink, Stack } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { useTranslation } from '../../lib/i18n.tsx';
import { href, useLocation } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { CABINET_NAV, type CabinetNavIcon } from '../../lib/site-map.ts';

/** The icon of each side-navigation entry of the site map. */
const ICONS: Record<CabinetNavIcon, typeof IconLayoutDashboard> = { dashboard: IconLayoutDashboard };

/** The cabinet's side navigation. */
export function CabinetNav({ lang, onNavigate }: { lang: UrlLang; onNavigate?: () => void }) {
  const { t } = useTranslation('cabinet');
  const { pathname } = useLocation();
  return (
    <Stack gap={4} component="nav" aria-label={t('nav_label')}>
      {CABINET_NAV.map((page) => {
        const to = href(page.route, { lang });
        const Icon = ICONS[page.cabinetNav.icon];
        const active = pathname === to;
        return (
          <NavLink
            key={page.route}
            component={AppLink}
            to={to}
            label={t(page.cabinetNav.label)}
            leftSection={<Icon size={18} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
