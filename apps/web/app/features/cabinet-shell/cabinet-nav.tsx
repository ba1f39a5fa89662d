import { NavLink, Stack } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { CABINET_PAGES, localePath } from '../../lib/site-map.ts';

const ICONS = { dashboard: IconLayoutDashboard } as const;

/** The cabinet's side navigation. */
export function CabinetNav({ lang, onNavigate }: { lang: UrlLang; onNavigate?: () => void }) {
  const { t } = useTranslation('cabinet');
  const { pathname } = useLocation();
  return (
    <Stack gap={4} component="nav" aria-label={t('nav_label')}>
      {CABINET_PAGES.map((page) => {
        const to = localePath(lang, page.path);
        const Icon = ICONS[page.icon];
        const active = pathname === to;
        return (
          <NavLink
            key={page.key}
            component={AppLink}
            to={to}
            label={t(`nav.${page.key}`)}
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
