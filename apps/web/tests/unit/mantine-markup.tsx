import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { theme } from '../../app/theme.ts';

/**
 * How a plain control of `components/ui/` is held to the Mantine component it replaces (docs/render-cost.md): both
 * are rendered as the server renders them, inside the app's theme and a router, and compared as the browser reads
 * them: element for element, attribute order, Mantine's global `<style>` tags and generated ids aside.
 */
export function inApp(ui: ReactElement): ReactElement {
  return (
    <MemoryRouter initialEntries={['/en/cabinet/settings']}>
      <MantineProvider theme={theme}>{ui}</MantineProvider>
    </MemoryRouter>
  );
}

/** Generated ids made alike: React's (`_R_…_` on the server, `_r_…_` in the browser) and Mantine's random ones. */
function sameIds(html: string): string {
  return html.replace(/_[Rr]_[0-9a-zA-Z]+_/g, 'ID').replace(/mantine-[0-9a-z]{9}(?=["\s-])/g, 'mantine-ID');
}

function parse(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = sameIds(html);
  const root = template.content.firstElementChild;
  if (!root) throw new Error(`no element in ${html}`);
  return root;
}

/** The first element the server renders for `ui`, as the browser reads it. */
export function serverMarkup(ui: ReactElement): Element {
  return parse(renderToStaticMarkup(inApp(ui)).replace(/<style[^>]*>[\s\S]*?<\/style>/g, ''));
}

/** Fails with both markups when the server renders the two differently. */
export function expectSameMarkup(own: ReactElement, mantine: ReactElement): void {
  expectSameElement(serverMarkup(own), serverMarkup(mantine));
}

/** Fails with both markups when two elements (rendered anywhere) differ, attribute order and ids aside. */
export function expectSameElement(own: Element | null, mantine: Element | null): void {
  const [a, b] = [own && parse(own.outerHTML), mantine && parse(mantine.outerHTML)];
  expect(a !== null && b !== null && a.isEqualNode(b), `${a?.outerHTML}\n!=\n${b?.outerHTML}`).toBe(true);
}
