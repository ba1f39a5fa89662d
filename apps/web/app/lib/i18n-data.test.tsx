import { resources } from '@yolla/i18n/server';
import type { Namespace } from '@yolla/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nData, I18nProvider, type I18nPayload } from './i18n.tsx';

/** The messages a page carries, as the browser reads them from the page. */
function carried(locale: 'en' | 'az', used: Namespace[]): I18nPayload {
  const html = renderToStaticMarkup(
    <I18nProvider store={{ locale, catalog: resources[locale], used: new Set(used) }}>
      <I18nData nonce="n" />
    </I18nProvider>,
  );
  const json = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  return JSON.parse(json) as I18nPayload;
}

describe('the messages a page carries', () => {
  it('are the namespaces it rendered with, in the page language, each time the same', () => {
    const home = carried('en', ['common', 'errorPage', 'home']);
    expect(Object.keys(home.messages)).toEqual(['common', 'errorPage', 'home']);
    expect(home.messages.home).toEqual(resources.en.home);
    expect(carried('en', ['common', 'errorPage', 'home'])).toEqual(home);
  });

  it('differ with the namespaces and the language, though the shell’s are the same', () => {
    const settings = carried('en', ['common', 'errorPage', 'settings']);
    expect(Object.keys(settings.messages)).toEqual(['common', 'errorPage', 'settings']);
    const azerbaijani = carried('az', ['common', 'errorPage', 'settings']);
    expect(azerbaijani.locale).toBe('az');
    expect(azerbaijani.messages.settings).toEqual(resources.az.settings);
    expect(azerbaijani.messages.settings).not.toEqual(settings.messages.settings);
  });
});
