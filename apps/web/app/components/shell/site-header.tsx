import { useDisclosure } from '@mantine/hooks';
import { IconLogin, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { href } from 'react-router';
import { HEADER_NAV, PHONE_MENU_EXTRA } from '../../lib/site-map.ts';
import { deferred, useDeferred } from '../ui/deferred.ts';
import { Container, Group, Stack } from '../ui/layout.tsx';
import { LinkButton } from '../ui/button.tsx';
import { Burger } from '../ui/icon-button.tsx';
import { AccountAvatar } from './account-avatar.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { CountryPicker } from './country-picker.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { ThemePicker } from './theme-picker.tsx';

function AccountButton({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { lang, auth, user } = useRootData();
  return auth ? (
    <LinkButton
      to={href('/:lang/cabinet', { lang })}
      leftSection={user ? <AccountAvatar user={user} size={22} /> : <IconUserCircle size={18} aria-hidden />}
      onClick={onNavigate}
    >
      {t('nav.cabinet')}
    </LinkButton>
  ) : (
    <LinkButton
      to={href('/:lang/login', { lang })}
      leftSection={<IconLogin size={18} aria-hidden />}
      onClick={onNavigate}
    >
      {t('nav.sign_in')}
    </LinkButton>
  );
}

/** On a phone the menu is the only way to register: the header's button is hidden there with the pickers. */
function RegisterButton({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { lang, auth } = useRootData();
  return auth ? null : (
    <LinkButton
      to={href('/:lang/register', { lang })}
      variant="default"
      leftSection={<IconUserPlus size={18} aria-hidden />}
      onClick={onNavigate}
    >
      {t('nav.register')}
    </LinkButton>
  );
}

const drawer = deferred(() => import('./site-drawer.tsx'));

/** Public header: logo, page links, language, country and theme pickers, sign-in or cabinet. Collapses on phones. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { lang, country, brand } = useRootData();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerModule, loadDrawer] = useDeferred(drawer);
  const Drawer = drawerModule?.SiteDrawer;
  const link = (page: { route: (typeof HEADER_NAV | typeof PHONE_MENU_EXTRA)[number]['route'] }, label: string) => (
    <LinkButton key={page.route} to={href(page.route, { lang })} variant="subtle" color="gray" onClick={close}>
      {label}
    </LinkButton>
  );
  const links = HEADER_NAV.map((page) => link(page, t(page.header)));
  return (
    <header className="site-header">
      <Container>
        <Group justify="between" nowrap>
          <BrandLogo brand={brand} to={href('/:lang', { lang })} />
          <Group as="nav" aria-label={t('nav.main')} gap="xs" visibleFrom="md">
            {links}
          </Group>
          <Group gap="xs" visibleFrom="sm" nowrap>
            <LanguagePicker lang={lang} />
            <CountryPicker lang={lang} country={country} />
            <ThemePicker />
            <AccountButton />
          </Group>
          <Burger
            opened={opened}
            onClick={() => {
              toggle();
              void loadDrawer();
            }}
            hiddenFrom="sm"
            aria-label={opened ? t('menu.close') : t('menu.open')}
          />
        </Group>
      </Container>
      {Drawer ? (
        <Drawer opened={opened} onClose={close} title={brand} closeLabel={t('menu.close')}>
          <Stack as="nav" aria-label={t('nav.main')}>
            {links}
            {PHONE_MENU_EXTRA.map((page) => link(page, t(page.phoneMenu)))}
            <Group>
              <LanguagePicker lang={lang} />
              <CountryPicker lang={lang} country={country} />
              <ThemePicker />
            </Group>
            <AccountButton onNavigate={close} />
            <RegisterButton onNavigate={close} />
          </Stack>
        </Drawer>
      ) : null}
    </header>
  );
}
