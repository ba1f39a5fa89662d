import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../lib/i18n.tsx';
import { href, Outlet } from 'react-router';
import type { Route } from './+types/cabinet';
import { SkipLink } from '../components/shell/skip-link.tsx';
import { BrandLogo } from '../components/shell/brand-logo.tsx';
import { LanguagePicker } from '../components/shell/language-picker.tsx';
import { CountryPicker } from '../components/shell/country-picker.tsx';
import { ThemePicker } from '../components/shell/theme-picker.tsx';
import { AccountMenu } from '../components/shell/account-menu.tsx';
import { CabinetNav } from '../features/cabinet-shell/cabinet-nav.tsx';
import { NAV_ICONS } from '../contributions/nav-icons.ts';
import { CustomerCode } from '../components/customer-code.tsx';
import { Group, Stack, Text } from '../components/ui/layout.tsx';
import { Burger } from '../components/ui/icon-button.tsx';
import { SignOutButton } from '../features/cabinet-shell/sign-out-button.tsx';
import { headerSlots, type HeaderSlotData } from '../contributions/header-slots.server.ts';
import { HeaderSlots } from '../contributions/header-slots.tsx';
import { requestState } from '../lib/request.server.ts';
import { guards } from '../lib/guards/registry.server.ts';
import { useRootData } from '../lib/root-data.ts';

export const middleware: Route.MiddlewareFunction[] = guards('auth');

/**
 * A loader makes the auth guard run on every client navigation into the cabinet, and loads what the features put in
 * the header (`contributions/header-slots`): the wallet's balance (on the wallet and the dashboard their own call,
 * elsewhere a short cache, lib/wallet.server.ts) and the bell's unread count (one indexed count in the API).
 */
export async function loader(args: Route.LoaderArgs): Promise<{ slots: HeaderSlotData[] }> {
  return { slots: await headerSlots(requestState(args.context), args.request) };
}

/** The bell's count follows every navigation in the cabinet, as the root's session check does. */
export function shouldRevalidate() {
  return true;
}

/** Signed-in pages: side navigation, customer code, balance slot and sign-out. */
export default function CabinetLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('cabinet');
  const { lang, brand, user, country } = useRootData();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <div className="cabinet-shell">
      <SkipLink />
      {/* right-scroll-bar-position: a scroll lock (an open drawer) keeps this fixed header from shifting. */}
      <header className="cabinet-shell__header right-scroll-bar-position">
        <Group className="cabinet-shell__bar" justify="between" nowrap>
          <Group gap="sm" nowrap>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('menu_close') : t('menu_open')}
            />
            <BrandLogo brand={brand} to={href('/:lang', { lang })} />
          </Group>
          <Group gap="xs" nowrap>
            {user ? (
              <Group gap={6} visibleFrom="xs" nowrap>
                <Text as="span" size="sm" dimmed>
                  {t('your_code')}
                </Text>
                <CustomerCode code={user.code} />
              </Group>
            ) : null}
            {user ? <HeaderSlots slots={loaderData.slots} lang={lang} /> : null}
            <Group gap="xs" visibleFrom="sm" nowrap>
              <LanguagePicker lang={lang} />
              <CountryPicker lang={lang} country={country} />
              <ThemePicker />
            </Group>
            {user ? <AccountMenu user={user} lang={lang} /> : null}
          </Group>
        </Group>
      </header>
      <nav className="cabinet-shell__navbar" data-opened={opened || undefined}>
        <Stack className="cabinet-shell__navbar-inner">
          <CabinetNav lang={lang} icons={NAV_ICONS} onNavigate={close} />
          <Stack gap="sm">
            <Group hiddenFrom="sm" gap="xs">
              <LanguagePicker lang={lang} />
              <CountryPicker lang={lang} country={country} />
              <ThemePicker />
            </Group>
            <SignOutButton lang={lang} fullWidth />
          </Stack>
        </Stack>
      </nav>
      <main className="cabinet-shell__main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
