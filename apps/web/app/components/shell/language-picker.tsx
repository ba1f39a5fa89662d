import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { langToLocale, LOCALE_NAMES, URL_LANGS, type UrlLang } from '@yolla/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { switchLanguagePath } from '../../lib/site-map.ts';

/** Switches language on the same page: the path and query stay, only the prefix changes. */
export function LanguagePicker({ lang }: { lang: UrlLang }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          data-testid="language-picker"
        >
          <span aria-hidden>{lang === 'ge' ? 'KA' : lang.toUpperCase()}</span>
          <VisuallyHidden>{`${t('language.label')}: ${LOCALE_NAMES[langToLocale(lang)]}`}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {URL_LANGS.map((code) => (
          <Menu.Item
            key={code}
            component={Link}
            to={switchLanguagePath(location.pathname, location.search, code)}
            reloadDocument
            lang={langToLocale(code)}
            rightSection={code === lang ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={code === lang ? 'true' : undefined}
          >
            {LOCALE_NAMES[langToLocale(code)]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
