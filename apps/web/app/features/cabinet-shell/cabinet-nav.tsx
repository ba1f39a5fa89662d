import type { ComponentType } from 'react';
import type { UrlLang } from '@yolla/i18n';
import { useTranslation } from '../../lib/i18n.tsx';
import { href, useLocation } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { Stack } from '../../components/ui/layout.tsx';
import { CABINET_NAV } from '../../lib/site-map.ts';

/**
 * The cabinet's side navigation: plain links (styles/cabinet-pages.css), the current page marked; each with the icon
 * its feature contributes (`icons`, by the site map's `cabinetNav.icon`; none drawn for a feature without one).
 */
export function CabinetNav({
  lang,
  icons,
  onNavigate,
}: {
  lang: UrlLang;
  icons: Readonly<Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>>>;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('cabinet');
  const { pathname } = useLocation();
  return (
    <Stack gap={4} as="nav" aria-label={t('nav_label')}>
      {CABINET_NAV.map((page) => {
        const to = href(page.route, { lang });
        const Icon = icons[page.cabinetNav.icon];
        return (
          <AppLink
            key={page.route}
            to={to}
            className="cabinet-nav-link"
            aria-current={pathname === to ? 'page' : undefined}
            onClick={onNavigate}
          >
            {Icon ? <Icon size={18} aria-hidden /> : null}
            <span>{t(page.cabinetNav.label)}</span>
          </AppLink>
        );
      })}
    </Stack>
  );
}
