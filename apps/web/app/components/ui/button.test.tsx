// @vitest-environment jsdom
// eslint-disable-next-line no-restricted-imports -- the original that the plain button is held to
import { Button as MantineButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectSameMarkup, inApp } from '../../../tests/unit/mantine-markup.tsx';
import { AppLink } from '../app-link.tsx';
import { Button, LinkButton, type ButtonProps, type LinkButtonProps } from './button.tsx';

const icon = <IconTrash size={16} aria-hidden />;

/** Every way the app uses a button: forms' submits (idle and busy), menu triggers, row actions, disabled ones. */
const BUTTONS: [string, ButtonProps & { 'data-testid'?: string }][] = [
  ['a form’s submit, idle', { type: 'submit', loading: false, children: 'Save' }],
  ['a form’s submit, busy', { type: 'submit', loading: true, children: 'Save' }],
  [
    'a full-width submit of a sign-in form',
    { type: 'submit', size: 'md', loading: false, fullWidth: true, children: 'Go' },
  ],
  [
    'a menu’s trigger',
    { variant: 'subtle', color: 'gray', leftSection: icon, 'aria-haspopup': 'menu', children: 'EN' },
  ],
  [
    'a row’s action',
    { type: 'submit', variant: 'light', color: 'red', size: 'xs', leftSection: icon, children: 'End' },
  ],
  [
    'a dangerous confirmation',
    { type: 'submit', color: 'red.9', leftSection: icon, loading: false, children: 'Delete' },
  ],
  [
    'a busy row action',
    { type: 'submit', variant: 'default', size: 'sm', loading: true, leftSection: icon, children: 'Make default' },
  ],
  ['a disabled resend', { type: 'submit', variant: 'light', disabled: true, children: 'Resend' }],
  ['a button with a class of its own', { variant: 'default', className: 'y-until-hydrated', children: 'Show' }],
  [
    'a plain button with a handler and a test id',
    { size: 'md', onClick: () => undefined, 'data-testid': 'x', children: 'Home' },
  ],
];

const LINKS: [string, LinkButtonProps][] = [
  ['the header’s sign-in', { to: '/en/login', leftSection: icon, children: 'Sign in' }],
  ['a header page link', { to: '/en/tariffs', variant: 'subtle', color: 'gray', children: 'Tariffs' }],
  ['a form’s cancel', { to: '/en/cabinet/addresses', variant: 'default', children: 'Cancel' }],
  [
    'a row’s link',
    { to: { pathname: '/en/a', search: '?edit=1' }, variant: 'light', size: 'sm', leftSection: icon, children: 'Edit' },
  ],
  [
    'a small link with a class',
    { to: '/en/x', variant: 'light', color: 'red', size: 'xs', className: 'c', children: 'Remove' },
  ],
  ['a link that reloads the page', { to: '?to=a', variant: 'default', reloadDocument: true, children: 'Show' }],
];

describe('the plain button', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(BUTTONS)('is Mantine’s Button, element for element: %s', (_use, props) => {
    expectSameMarkup(<Button {...props} />, <MantineButton {...props} />);
  });

  it.each(LINKS)('as a link is Mantine’s Button on AppLink, element for element: %s', (_use, props) => {
    expectSameMarkup(<LinkButton {...props} />, <MantineButton component={AppLink} {...props} />);
  });

  it('renders on the server what Mantine does, with no loader until it loads', () => {
    vi.stubGlobal('document', undefined);
    const idle = renderToStaticMarkup(inApp(<Button loading={false}>Save</Button>));
    const mantineIdle = renderToStaticMarkup(inApp(<MantineButton loading={false}>Save</MantineButton>));
    const busy = renderToStaticMarkup(inApp(<Button loading>Save</Button>));
    vi.unstubAllGlobals();
    expect(idle).toBe(mantineIdle);
    expect(idle).not.toContain('mantine-Button-loader');
    expect(busy).toContain('mantine-Button-loader');
  });

  it('hydrates the server’s markup without a mismatch, then shows the loader when it starts loading', async () => {
    const ui = (loading: boolean) => inApp(<Button loading={loading}>Save</Button>);
    vi.stubGlobal('document', undefined);
    const html = renderToString(ui(false));
    vi.unstubAllGlobals();
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui(false), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    await act(async () => root?.render(ui(true)));
    await waitFor(() => expect(container.querySelector('.mantine-Button-loader')).not.toBeNull());
    expect(container.querySelector('button')?.disabled).toBe(true);
    await act(async () => root?.unmount());
    container.remove();
  });
});
