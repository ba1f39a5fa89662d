import {
  IconAddressBook,
  IconBuildingWarehouse,
  IconCalculator,
  IconDeviceMobileMessage,
  IconLayoutDashboard,
  IconPackageImport,
  IconPackages,
  IconShoppingBag,
  IconSettings,
  IconTruckDelivery,
  IconWallet,
} from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { useTranslation } from '../../lib/i18n.tsx';
import { href, useLocation } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { Stack } from '../../components/ui/layout.tsx';
import { CABINET_NAV, type CabinetNavIcon } from '../../lib/site-map.ts';

/** The icon of each side-navigation entry of the site map. */
const ICONS: Record<CabinetNavIcon, typeof IconLayoutDashboard> = {
  dashboard: IconLayoutDashboard,
  packages: IconPackages,
  wallet: IconWallet,
  'foreign-addresses': IconBuildingWarehouse,
  addresses: IconAddressBook,
  declare: IconPackageImport,
  'buy-for-me': IconShoppingBag,
  orders: IconTruckDelivery,
  tariffs: IconCalculator,
  'sms-inbox': IconDeviceMobileMessage,
  settings: IconSettings,
};

/** The cabinet's side navigation: plain links (styles/cabinet-pages.css), the current page marked. */
export function CabinetNav({ lang, onNavigate }: { lang: UrlLang; onNavigate?: () => void }) {
  const { t } = useTranslation('cabinet');
  const { pathname } = useLocation();
  return (
    <Stack gap={4} as="nav" aria-label={t('nav_label')}>
      {CABINET_NAV.map((page) => {
        const to = href(page.route, { lang });
        const Icon = ICONS[page.cabinetNav.icon];
        return (
          <AppLink
            key={page.route}
            to={to}
            className="cabinet-nav-link"
            aria-current={pathname === to ? 'page' : undefined}
            onClick={onNavigate}
          >
            <Icon size={18} aria-hidden />
            <span>{t(page.cabinetNav.label)}</span>
          </AppLink>
        );
      })}
    </Stack>
  );
}
