import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactElement } from 'react';
// eslint-disable-next-line no-restricted-imports -- rendered only in the browser, where Mantine's item takes the component itself
import { Link } from 'react-router';
import type { MenuChoice } from './deferred-menu.tsx';
import { MantineTheme } from './mantine-theme.tsx';

/** The interactive menu behind a deferred trigger (Mantine's Menu); loaded on first use. */
export function MenuDropdown({
  target,
  choices,
  defaultOpened,
}: {
  target: ReactElement;
  choices: MenuChoice[];
  defaultOpened: boolean;
}) {
  return (
    <MantineTheme>
      <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          {choices.map((choice) => {
            const shared = {
              leftSection: choice.icon,
              rightSection: choice.selected ? <IconCheck size={16} aria-hidden /> : null,
              'aria-current': choice.selected ? ('true' as const) : undefined,
              ...(choice.lang ? { lang: choice.lang } : {}),
            };
            return choice.href ? (
              <Menu.Item
                key={choice.key}
                component={Link}
                to={choice.href}
                reloadDocument={!choice.clientSide}
                {...shared}
              >
                {choice.label}
              </Menu.Item>
            ) : (
              <Menu.Item key={choice.key} onClick={choice.onSelect} {...shared}>
                {choice.label}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
    </MantineTheme>
  );
}
