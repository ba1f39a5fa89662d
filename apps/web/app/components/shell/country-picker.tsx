import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconWorld } from '@tabler/icons-react';
import { COUNTRIES, type Country } from '@yolla/contract';
import type { UrlLang } from '@yolla/i18n';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';

/** AZ, UZ or GE: stored in the country cookie; tariffs, currency and features follow it. */
export function CountryPicker({ lang, country }: { lang: UrlLang; country: Country }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get('country');
  const shown = typeof pending === 'string' ? (pending as Country) : country;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconWorld size={18} aria-hidden />}
          data-testid="country-picker"
        >
          <span aria-hidden>{shown}</span>
          <VisuallyHidden>{`${t('country.label')}: ${t(`country.${shown}`)}`}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {COUNTRIES.map((code) => (
          <Menu.Item
            key={code}
            rightSection={code === shown ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={code === shown ? 'true' : undefined}
            onClick={() =>
              void fetcher.submit(
                { intent: 'country', country: code },
                { method: 'post', action: `/${lang}/preferences` },
              )
            }
          >
            {t(`country.${code}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
