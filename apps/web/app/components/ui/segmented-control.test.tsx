// @vitest-environment jsdom
// eslint-disable-next-line no-restricted-imports -- the original that the plain control is held to
import { SegmentedControl as MantineSegmentedControl } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectSameMarkup, inApp } from '../../../tests/unit/mantine-markup.tsx';
import { SegmentedControl, type SegmentedControlProps } from './segmented-control.tsx';

const noop = () => undefined;
const COUNTRIES = [
  { value: 'AZ', label: 'Azerbaijan' },
  { value: 'UZ', label: 'Uzbekistan' },
  { value: 'GE', label: 'Georgia' },
];

/** Every way the app uses it: home's destination choice, with its label and test id, whichever is chosen. */
const CASES: [string, SegmentedControlProps][] = [
  ['the first chosen', { value: 'AZ', onChange: noop, data: COUNTRIES, 'aria-labelledby': 'destination-label' }],
  [
    'another chosen, with a test id',
    { value: 'GE', onChange: noop, data: COUNTRIES, 'aria-labelledby': 'x', 'data-testid': 'destination-choice' },
  ],
];

function Harness() {
  const [value, setValue] = useState('AZ');
  return (
    <>
      <SegmentedControl value={value} onChange={setValue} data={COUNTRIES} aria-labelledby="label" />
      <output>{value}</output>
    </>
  );
}

describe('the segmented control', () => {
  it.each(CASES)('renders on the server what Mantine renders: %s', (_, props) => {
    expectSameMarkup(<SegmentedControl {...props} />, <MantineSegmentedControl {...props} />);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('hydrates the server’s markup without a mismatch and keeps it: no indicator, the same ids, radios that choose', async () => {
    vi.stubGlobal('document', undefined);
    const html = renderToString(inApp(<Harness />));
    vi.unstubAllGlobals();
    expect(html).not.toContain('mantine-SegmentedControl-indicator');
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverId = container.querySelector('input[value="GE"]')?.id;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, inApp(<Harness />), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // Mantine's stylesheet marks the chosen label itself while the root is not initialised: no indicator is drawn.
    expect(container.querySelector('.mantine-SegmentedControl-root')?.hasAttribute('data-initialized')).toBe(false);
    expect(container.querySelector('.mantine-SegmentedControl-indicator')).toBeNull();
    const georgia = screen.getByRole('radio', { name: 'Georgia' });
    expect(georgia.id).toBe(serverId);
    fireEvent.click(georgia);
    expect(screen.getByRole('status').textContent).toBe('GE');
    expect((screen.getByRole('radio', { name: 'Georgia' }) as HTMLInputElement).checked).toBe(true);
    expect(georgia.closest('.mantine-SegmentedControl-control')?.hasAttribute('data-active')).toBe(true);
    await act(async () => root?.unmount());
    container.remove();
  });
});
