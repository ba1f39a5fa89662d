// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../tests/unit/render.tsx';
import { MULTI_SELECT, SearchableMultiSelect } from './searchable-multi-select.tsx';

function Harness({ data, initial = [], max }: { data: string[]; initial?: string[]; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <SearchableMultiSelect
      label="Warehouses"
      data={data.map((item) => ({ value: item, label: item }))}
      value={value}
      onChange={setValue}
      {...(max ? { maxValues: max } : {})}
    />
  );
}

/** Presses the field: the page's resting field fetches the interactive one, which opens and takes the focus. */
async function open() {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Warehouses' }));
  await waitFor(() => expect(document.querySelector('[data-expanded]')).toBeTruthy());
  return screen.getByRole('combobox', { name: 'Warehouses' });
}

describe('the searchable multi-select', () => {
  it('uses the spec limits: 1000 options, 300 px dropdown, 40 px options', () => {
    expect(MULTI_SELECT).toEqual({ optionsLimit: 1000, maxDropdownHeight: 300, optionHeight: 40 });
  });

  it('shows the placeholder "Select option" while nothing is chosen', async () => {
    renderInApp(<Harness data={['Turkey']} />);
    expect(await screen.findByPlaceholderText('Select option')).toBeTruthy();
  });

  it('says "List is empty." when there is nothing to choose from', async () => {
    renderInApp(<Harness data={[]} />);
    await open();
    expect(await screen.findByText('List is empty.')).toBeTruthy();
  });

  it('says "No elements found…" when the search matches nothing', async () => {
    renderInApp(<Harness data={['Turkey', 'China']} />);
    const input = await open();
    fireEvent.change(input, { target: { value: 'Atlantis' } });
    expect(await screen.findByText('No elements found. Consider changing the search query.')).toBeTruthy();
  });

  it('stops at the cap with the "Maximum of {n} options selected" message', async () => {
    renderInApp(<Harness data={['Turkey', 'China', 'USA']} initial={['Turkey', 'China']} max={2} />);
    await open();
    expect(
      await screen.findByText('Maximum of 2 options selected. First remove a selected option to select another.'),
    ).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'USA' })).toBeNull();
  });

  it('renders at most 1000 options of a longer list', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => `Option ${i}`);
    renderInApp(<Harness data={many} />);
    await open();
    // Counted with a plain selector: role queries are too slow on a thousand nodes.
    await waitFor(() => expect(document.querySelectorAll('[role="option"]')).toHaveLength(1000), { timeout: 10_000 });
  });

  it('speaks the page language', async () => {
    renderInApp(<Harness data={[]} />, { locale: 'uz' });
    await open();
    expect(await screen.findByText('Roʻyxat boʻsh.')).toBeTruthy();
    expect(screen.getByPlaceholderText('Variantni tanlang')).toBeTruthy();
  });
});
