import { IconWorld } from '@tabler/icons-react';
import { COUNTRIES, type Country } from '@yolla/contract/countries';
import type { UrlLang } from '@yolla/i18n';
import { href, useFetcher } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { DeferredMenu } from '../ui/deferred-menu.tsx';
import { Button } from '../ui/button.tsx';
import { VisuallyHidden } from '../ui/layout.tsx';

/** AZ, UZ or GE: stored in the country cookie; tariffs, currency and features follow it. */
export function CountryPicker({ lang, country }: { lang: UrlLang; country: Country }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get('country');
  const shown = typeof pending === 'string' ? (pending as Country) : country;
  return (
    <DeferredMenu
      target={
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconWorld size={18} aria-hidden />}
          data-testid="country-picker"
        >
          <span aria-hidden>{shown}</span>
          <VisuallyHidden>{`${t('country.label')}: ${t(`country.${shown}`)}`}</VisuallyHidden>
        </Button>
      }
      choices={COUNTRIES.map((code) => ({
        key: code,
        label: t(`country.${code}`),
        selected: code === shown,
        onSelect: () =>
          void fetcher.submit(
            { intent: 'country', country: code },
            { method: 'post', action: href('/:lang/preferences', { lang }) },
          ),
      }))}
    />
  );
}
