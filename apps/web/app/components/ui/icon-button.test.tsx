// @vitest-environment jsdom
import {
  // eslint-disable-next-line no-restricted-imports -- the originals that the plain controls are held to
  ActionIcon as MantineActionIcon,
  // eslint-disable-next-line no-restricted-imports -- the originals that the plain controls are held to
  Burger as MantineBurger,
  // eslint-disable-next-line no-restricted-imports -- the originals that the plain controls are held to
  VisuallyHidden as MantineVisuallyHidden,
} from '@mantine/core';
import { IconCopy, IconSun } from '@tabler/icons-react';
import { describe, it } from 'vitest';
import { expectSameMarkup } from '../../../tests/unit/mantine-markup.tsx';
import { ActionIcon, Burger, type ActionIconProps, type BurgerProps } from './icon-button.tsx';
import { VisuallyHidden } from './layout.tsx';

const noop = () => undefined;

/** Every way the app uses one: the theme switch, the customer code's copy button (before and after), the eye. */
const ICONS: [string, ActionIconProps & { 'data-testid'?: string }][] = [
  [
    'the theme switch',
    {
      variant: 'subtle',
      color: 'gray',
      size: 'lg',
      'aria-label': 'Theme',
      'data-testid': 'theme-picker',
      children: <IconSun size={20} aria-hidden />,
    },
  ],
  [
    'the copy button',
    { variant: 'subtle', color: 'gray', onClick: noop, 'aria-label': 'Copy', children: <IconCopy /> },
  ],
  ['the copy button once copied', { variant: 'subtle', color: 'teal', 'aria-label': 'Copied', children: <IconCopy /> }],
  [
    'a password’s eye',
    {
      className: 'm_b1072d44 mantine-PasswordInput-visibilityToggle',
      variant: 'subtle',
      color: 'gray',
      'aria-pressed': false,
      tabIndex: -1,
      'aria-label': 'Show',
      onMouseDown: noop,
    },
  ],
  ['a disabled one', { variant: 'subtle', color: 'gray', disabled: true, 'aria-label': 'Off' }],
];

const BURGERS: [string, BurgerProps][] = [
  ['the header’s, closed', { opened: false, onClick: noop, hiddenFrom: 'sm', 'aria-label': 'Open the menu' }],
  ['the cabinet’s, open', { opened: true, onClick: noop, hiddenFrom: 'sm', size: 'sm', 'aria-label': 'Close' }],
];

describe('the plain icon buttons', () => {
  it.each(ICONS)('an icon button is Mantine’s ActionIcon, element for element: %s', (_use, props) => {
    expectSameMarkup(<ActionIcon {...props} />, <MantineActionIcon {...props} />);
  });

  it.each(BURGERS)('a menu button is Mantine’s Burger, element for element: %s', (_use, props) => {
    expectSameMarkup(<Burger {...props} />, <MantineBurger {...props} />);
  });

  it('text for screen readers only is Mantine’s VisuallyHidden', () => {
    expectSameMarkup(
      <VisuallyHidden>Language: English</VisuallyHidden>,
      <MantineVisuallyHidden>Language: English</MantineVisuallyHidden>,
    );
  });
});
