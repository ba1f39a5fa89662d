import { IconLanguage } from '@tabler/icons-react';
import { langToLocale, LOCALE_NAMES, URL_LANGS, type UrlLang } from '@yolla/i18n';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { switchLanguagePath } from '../../lib/site-map.ts';
import { DeferredMenu } from '../ui/deferred-menu.tsx';
import { Button } from '../ui/button.tsx';
import { VisuallyHidden } from '../ui/layout.tsx';

/** Switches language on the same page: the path and query stay, only the prefix changes. */
export function LanguagePicker({ lang }: { lang: UrlLang }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <DeferredMenu
      target={
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          data-testid="language-picker"
        >
          <span aria-hidden>{lang === 'ge' ? 'KA' : lang.toUpperCase()}</span>
          <VisuallyHidden>{`${t('language.label')}: ${LOCALE_NAMES[langToLocale(lang)]}`}</VisuallyHidden>
        </Button>
      }
      choices={URL_LANGS.map((code) => ({
        key: code,
        label: LOCALE_NAMES[langToLocale(code)],
        selected: code === lang,
        lang: langToLocale(code),
        href: switchLanguagePath(location.pathname, location.search, code),
      }))}
    />
  );
}
