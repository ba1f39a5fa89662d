import { describe, expect, it } from 'vitest';
import { pageMatcher, safeRedirect } from './redirects.server.ts';

const isPage = pageMatcher(['/:lang', '/:lang/login', '/:lang/cabinet']);
const options = { lang: 'ru', fallback: '/ru/cabinet', isPage };

describe('the return path after sign-in or a preference change', () => {
  it('keeps a page of this site under the current language, with its query', () => {
    expect(safeRedirect('/ru/cabinet?tab=2', options)).toBe('/ru/cabinet?tab=2');
    expect(safeRedirect('/ru', options)).toBe('/ru');
    expect(safeRedirect('/ru/login', options)).toBe('/ru/login');
    // Resolved as a browser resolves it, and handed back in that form.
    expect(safeRedirect('/ru/./cabinet', options)).toBe('/ru/cabinet');
    expect(safeRedirect('/ru/cabinet#top', options)).toBe('/ru/cabinet');
  });

  it.each([
    ['another origin', 'https://evil.example/ru'],
    ['protocol-relative', '//evil.example/ru/cabinet'],
    ['slash-backslash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['a backslash inside', '/ru\\@evil.example'],
    ['dot segments that climb to //', '/ru/..//evil.example'],
    ['dot segments that climb out of the language', '/ru/../en/cabinet'],
    ['encoded slashes', '/%2f%2fevil.example'],
    ['encoded slashes after the language', '/ru/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5cevil.example'],
    ['a tab', '/ru/\t/evil.example'],
    ['a new line', '/ru/cabinet\n//evil.example'],
    ['a leading new line', '\n//evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['an https URL', 'https:evil.example'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['another language', '/en/cabinet'],
    ['an unknown page', '/ru/nowhere'],
    ['an unknown language', '/xx/cabinet'],
    ['a resource route', '/ru/sign-out'],
    ['a relative path', 'ru/cabinet'],
    ['a very long value', `/ru/cabinet?${'a'.repeat(3000)}`],
    ['nothing', ''],
  ])('refuses %s', (_name, target) => {
    expect(safeRedirect(target, options)).toBe('/ru/cabinet');
  });

  it('refuses no target at all', () => {
    expect(safeRedirect(null, options)).toBe('/ru/cabinet');
    expect(safeRedirect(undefined, options)).toBe('/ru/cabinet');
  });
});

describe('the pages of the route table', () => {
  it('match by pattern, with the language checked', () => {
    expect(isPage('/az/cabinet')).toBe(true);
    expect(isPage('/ge')).toBe(true);
    expect(isPage('/de/cabinet')).toBe(false);
    expect(isPage('/az/cabinet/extra')).toBe(false);
  });
});
