import type { Locale } from './locales.ts';
import type { Messages } from './types.ts';

/** Loads one locale's messages as its own chunk, so a browser downloads only the language it shows. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'az':
      return (await import('./messages/az/index.ts')).default;
    case 'ru':
      return (await import('./messages/ru/index.ts')).default;
    case 'uz':
      return (await import('./messages/uz/index.ts')).default;
    case 'ka':
      return (await import('./messages/ka/index.ts')).default;
    default:
      return (await import('./messages/en/index.ts')).default;
  }
}
