// @vitest-environment jsdom
// eslint-disable-next-line no-restricted-imports -- the original that the plain checkbox is held to
import { Checkbox as MantineCheckbox } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { expectSameMarkup, serverMarkup } from '../../../tests/unit/mantine-markup.tsx';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';

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
    expectSameMarkup(<Checkbox {...props} />, <MantineCheckbox {...props} />);
  });

  it('keeps an id it is given, for the label and the message', () => {
    const box = serverMarkup(<Checkbox id="terms-box" name="terms" label="Terms" error="Tick it" />);
    expect(box.querySelector('input')?.getAttribute('aria-describedby')).toBe('terms-box-error');
    expect(box.querySelector('label')?.getAttribute('for')).toBe('terms-box');
  });
});
