import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/public-styles';
import './app/layouts/layout.css';
import './app/touch-targets.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { SPLASH_ELEMENT_ID } from './app/layouts/root-layout';
import { initI18n, initialLanguage, loadCatalog } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Elemen #root tidak ditemukan.');

// Only the catalog of the language shown is downloaded; the router already started loading the
// first screen when it was created, so both arrive side by side.
const lng = initialLanguage();
loadCatalog(lng).then(
  (catalog) => {
    initI18n(lng, catalog);
    createRoot(container).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    // Without a catalog there is no text to show: say so on the splash, in the spec's wording.
    const splash = document.getElementById(SPLASH_ELEMENT_ID);
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.whiteSpace = 'pre-wrap';
    message.textContent = `${error instanceof Error ? error.message : String(error)}\nMuat ulang halaman untuk mencoba lagi.`;
    splash?.replaceChildren(message);
  },
);
