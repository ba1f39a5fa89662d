// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, rootData } from '../../../tests/unit/render.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Opens the phone's menu and gives its links by name. jsdom never ends the drawer's opening transition, so the
 * panel stays styled as hidden there: its links are read with `hidden: true`.
 */
async function openPhoneMenu(name: string) {
  fireEvent.click(await screen.findByLabelText(name, { selector: 'button' }, { timeout: 5000 }));
  const menu = within(await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 }));
  return {
    link: (label: string) => menu.queryByRole('link', { name: label, hidden: true })?.getAttribute('href') ?? null,
  };
}

describe('the public header’s menu on a phone', () => {
  it('lets a guest reach Contact and Register as well as the header’s pages and sign-in', async () => {
    renderInApp(<SiteHeader />, { root: rootData() });
    const menu = await openPhoneMenu('Open menu');
    expect(menu.link('Contact')).toBe('/en/contact');
    expect(menu.link('Register')).toBe('/en/register');
    expect(menu.link('Sign in')).toBe('/en/login');
    expect(menu.link('Tariffs')).toBe('/en/tariffs');
  });

  it('speaks the page’s language, e.g. Georgian', async () => {
    renderInApp(<SiteHeader />, { root: rootData({ lang: 'ge', locale: 'ka' }), locale: 'ka', path: '/ge/x' });
    const menu = await openPhoneMenu('მენიუს გახსნა');
    expect(menu.link('კონტაქტი')).toBe('/ge/contact');
    expect(menu.link('რეგისტრაცია')).toBe('/ge/register');
  });

  it('offers a signed-in customer the cabinet, not registration', async () => {
    renderInApp(<SiteHeader />, { root: rootData({ auth: true }) });
    const menu = await openPhoneMenu('Open menu');
    expect(menu.link('My cabinet')).toBe('/en/cabinet');
    expect(menu.link('Contact')).toBe('/en/contact');
    expect(menu.link('Register')).toBeNull();
  });
});
