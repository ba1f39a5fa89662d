import { useComputedColorScheme, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n.tsx';
import { DeferredMenu } from '../ui/deferred-menu.tsx';
import { ActionIcon } from '../ui/icon-button.tsx';

const OPTIONS: { value: MantineColorScheme; icon: typeof IconSun; label: 'light' | 'dark' | 'system' }[] = [
  { value: 'light', icon: IconSun, label: 'light' },
  { value: 'dark', icon: IconMoon, label: 'dark' },
  { value: 'auto', icon: IconDeviceDesktop, label: 'system' },
];

/** Light, dark, or follow the system (the default). */
export function ThemePicker() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <DeferredMenu
      target={
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('theme.label')} data-testid="theme-picker">
          {computed === 'dark' ? <IconMoon size={20} aria-hidden /> : <IconSun size={20} aria-hidden />}
        </ActionIcon>
      }
      choices={OPTIONS.map(({ value, icon: Icon, label }) => ({
        key: value,
        label: t(`theme.${label}`),
        selected: colorScheme === value,
        icon: <Icon size={16} aria-hidden />,
        onSelect: () => setColorScheme(value),
      }))}
    />
  );
}
