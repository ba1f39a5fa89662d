import { isLocale, matchLocale } from '@yolla/i18n';
import { loadMessages } from '@yolla/i18n/load';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createI18n } from './lib/i18n.ts';
import { installChunkErrorListener } from './lib/reload-policy.client.ts';

async function hydrate() {
  installChunkErrorListener();
  const tag = document.documentElement.lang;
  const locale = isLocale(tag) ? tag : (matchLocale(tag) ?? 'en');
  const messages = await loadMessages(locale);
  const i18n = createI18n(locale, { [locale]: messages });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
