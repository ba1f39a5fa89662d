import {
  ActionIcon,
  Menu,
  useComputedColorScheme,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('theme.label')} data-testid="theme-picker">
          {computed === 'dark' ? <IconMoon size={20} aria-hidden /> : <IconSun size={20} aria-hidden />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {OPTIONS.map(({ value, icon: Icon, label }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} aria-hidden />}
            rightSection={colorScheme === value ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => setColorScheme(value)}
          >
            {t(`theme.${label}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
