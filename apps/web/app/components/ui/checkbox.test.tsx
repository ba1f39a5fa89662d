// @vitest-environment jsdom
// eslint-disable-next-line no-restricted-imports -- the original that the plain checkbox is held to
import { Checkbox as MantineCheckbox, MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme.ts';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';

/** The markup as the browser reads it (attribute order aside), with React's generated ids made alike. */
function dom(ui: ReactElement): HTMLElement {
  const html = renderToStaticMarkup(<MantineProvider theme={theme}>{ui}</MantineProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/_R_[0-9a-zA-Z]+_/g, 'ID');
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content.firstElementChild;
  if (!(root instanceof HTMLElement)) throw new Error(`no element in ${html}`);
  return root;
}

/** What both take: the props the app passes (Mantine's own `size` is a name, not the input's width). */
type Use = Omit<CheckboxProps, 'size'>;

/** Every way the app uses a checkbox: a table cell, a sign-up's terms (with and without a message), a confirmation. */
const USES: [string, Use][] = [
  [
    'a cell of a table, ticked',
    { name: 'sms.parcel_arrived', defaultChecked: true, 'aria-label': 'SMS: A parcel arrived' },
  ],
  [
    'a cell of a table, not ticked',
    { name: 'email.payment_due', defaultChecked: false, 'aria-label': 'E-mail: Payment' },
  ],
  [
    'the terms with a message, focused after a refusal',
    {
      name: 'terms',
      value: 'on',
      label: (
        <>
          I accept the <a href="/en/terms">terms</a>
        </>
      ),
      error: 'Tick the box',
      autoFocus: true,
    },
  ],
  [
    'a confirmation with its label and no message',
    { name: 'confirm', value: 'on', label: 'I understand', error: undefined },
  ],
  ['a box described by another element as well', { name: 'x', label: 'X', error: 'Wrong', 'aria-describedby': 'hint' }],
  ['a disabled box', { name: 'y', label: 'Y', disabled: true }],
];

describe('the plain checkbox', () => {
  it.each(USES)('is Mantine’s Checkbox, element for element: %s', (_use, props) => {
    const own = dom(<Checkbox {...props} />);
    const mantine = dom(<MantineCheckbox {...props} />);
    expect(own.isEqualNode(mantine), `${own.outerHTML}\n!=\n${mantine.outerHTML}`).toBe(true);
  });

  it('keeps an id it is given, for the label and the message', () => {
    const box = dom(<Checkbox id="terms-box" name="terms" label="Terms" error="Tick it" />);
    expect(box.querySelector('input')?.getAttribute('aria-describedby')).toBe('terms-box-error');
    expect(box.querySelector('label')?.getAttribute('for')).toBe('terms-box');
  });
});
