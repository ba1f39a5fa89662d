import { isLocale } from '@yolla/i18n';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { BrandProvider, documentBrand } from './lib/brand.tsx';
import { browserStore, I18N_DATA_ID, I18nProvider, type I18nPayload } from './lib/i18n.tsx';
import { installChunkErrorListener } from './lib/reload-policy.client.ts';

/** The messages the server rendered the page with, read before hydrating (no extra request, no waiting). */
function pageMessages(): I18nPayload {
  try {
    const payload = JSON.parse(document.getElementById(I18N_DATA_ID)?.textContent ?? '') as I18nPayload;
    if (isLocale(payload.locale)) return payload;
  } catch {
    // No messages in the page: start empty and load on use.
  }
  return { locale: isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en', messages: {} };
}

installChunkErrorListener();
const { locale, messages } = pageMessages();
const store = browserStore(locale, messages);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <BrandProvider value={documentBrand(document)}>
        <I18nProvider store={store}>
          <HydratedRouter />
        </I18nProvider>
      </BrandProvider>
    </StrictMode>,
  );
});
