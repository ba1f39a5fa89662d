import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- React Router's own link is the reference here
import { createRoutesStub, Link, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink } from './app-link.tsx';

/** The markup of `link` rendered on the page at `/en/cabinet/settings`, as the server renders it. */
function onPage(link: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/:lang/cabinet/settings', Component: () => <nav>{link}</nav> }]);
  return renderToString(<Stub initialEntries={['/en/cabinet/settings']} />);
}

/** Every way the app writes a link, and the ways React Router resolves itself (left to its own link). */
const LINKS: [string, LinkProps][] = [
  ['a path of the site', { to: '/en/cabinet/addresses', className: 'nav-link', children: 'Ünvanlar' }],
  ['a query', { to: '/en/news?page=2', rel: 'next', children: '→' }],
  ['a fragment and an empty query', { to: '/en/faq?#delivery', children: 'FAQ' }],
  ['an empty fragment', { to: '/en/tariffs#', children: 'Tariffs' }],
  ['the current page', { to: '/en/cabinet/settings', 'aria-current': 'page', children: 'Settings' }],
  ['a new tab', { to: '/en/terms-and-conditions', target: '_blank', rel: 'noreferrer', children: 'Terms' }],
  ['a full reload', { to: '/en/login', reloadDocument: true, replace: true, state: { from: 'x' }, children: 'In' }],
  ['no discovery', { to: '/en/pudo', discover: 'none', prefetch: 'none', children: 'Pickup points' }],
  ['a relative path', { to: 'phone', children: 'Phone' }],
  ['a parent path', { to: '/en/cabinet/../login', children: 'Up' }],
  ['a path object', { to: { pathname: '/en/news', search: '?page=3' }, children: 'News' }],
  ['a path object with its path only', { to: { pathname: '/en/faq' }, children: 'FAQ' }],
  ['a path object with bare parts', { to: { pathname: '/en/news', search: 'page=4', hash: 'top' }, children: 'N' }],
  ['a path object with empty parts', { to: { pathname: '/en/news', search: '?', hash: '#' }, children: 'News' }],
  ['a path object with a fragment', { to: { pathname: '/en/faq', hash: '#returns' }, children: 'Returns' }],
  ['a path object without a path', { to: { search: '?edit=7' }, children: 'Edit' }],
  ['a path object with a parent', { to: { pathname: '/en/cabinet/../faq', search: '?q=1' }, children: 'Up' }],
  ['another site', { to: 'https://example.com/x', children: 'Out' }],
  ['a masked path', { to: '/en/news/a', mask: '/en/news', children: 'Masked' }],
];

describe('a link rendered on the server', () => {
  it.each(LINKS)('has the markup of React Router’s link: %s', (_name, props) => {
    const plain = onPage(<AppLink {...props} />);
    expect(plain).toContain('<a ');
    expect(plain).toBe(onPage(<Link {...props} />));
  });
});
