import { expect, test, type Page } from '@playwright/test';
import { hydrated, signIn } from './fixtures.ts';
import { routeTable } from './route-table.ts';

/**
 * Mantine styles a component through hashed classes (`m_77c9d27d`) defined in its own stylesheet. A component
 * whose stylesheet the page did not load keeps its classes and renders unstyled, silently; this walks every
 * page of the route table, and the pieces that arrive on interaction, and names any such class (decision 0023).
 */
async function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defined = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.(m_[0-9a-f]{8})\b/g)) defined.add(match[1]!);
        }
        if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) walk(rule.cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const missing = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList)) {
        if (!/^m_[0-9a-f]{8}$/.test(name) || defined.has(name)) continue;
        const component = Array.from(element.classList).find((other) => other.startsWith('mantine-'));
        missing.add(`${name} (${component ?? element.tagName.toLowerCase()})`);
      }
    }
    return [...missing];
  });
}

async function expectStyled(page: Page, what: string) {
  expect(await unstyledClasses(page), `unstyled Mantine classes on ${what}`).toEqual([]);
}

test('every page of the route table has the stylesheet of every Mantine component it renders', async ({ page }) => {
  const { pages } = await routeTable();
  // Each page is visited twice (as a guest and signed in): the walk's time grows with the route table.
  test.setTimeout(Math.max(30_000, pages.length * 2 * 2_000));
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(page, 'en');
    for (const entry of pages) {
      // A page that needs a code on its way or a recovery in progress gets its signed cookie.
      if (entry.state) await page.context().addCookies([{ ...entry.state, url: 'http://localhost' }]);
      await page.goto(entry.url);
      await hydrated(page);
      await expectStyled(page, `${entry.url}${signedIn ? ' (signed in)' : ''}`);
    }
  }
});

test('menus, the phone drawer, the multi-select, tooltips and toasts bring their stylesheets along', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  await page.getByTestId('language-picker').click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expectStyled(page, 'the language menu');
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Compare warehouses' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectStyled(page, 'the warehouse multi-select');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectStyled(page, 'the phone drawer');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'en');
  await page.goto('/en/cabinet');
  await hydrated(page);
  // The tooltip's code arrives on the first hover and is put in place once the pointer has left.
  const copy = page.getByRole('button', { name: 'Copy code' }).first();
  await copy.hover();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await copy.hover();
    await expect(page.getByRole('tooltip')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expectStyled(page, 'the copy tooltip');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.locator('.Toastify__toast')).toBeVisible();
  await expectStyled(page, 'the signed-out toast');
});
