import { Suspense, lazy, useEffect, useMemo, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { AbilityProvider } from '@casl/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { appAbility } from '../lib/ability';
import { appI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useToastsWanted } from '../lib/toast';
import { loadChunk } from './lazy-chunk';
import { cssVariablesResolver, themeWithLabels } from './theme';
import { trackWindowWidth, useLayoutState } from './layouts/layout-settings';

const ToastHost = lazy(() =>
  loadChunk('toast-host', () => import('./toast-host')).then((m) => ({ default: m.ToastHost })),
);

/** Keeps <html dir>, Mantine's direction and the skin attribute in line with the layout state. */
function LayoutDocumentSync() {
  const { rtl, skin } = useLayoutState();
  const { setDirection } = useDirection();
  useEffect(() => {
    const dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.setAttribute('dir', dir);
    setDirection(dir);
  }, [rtl, setDirection]);
  useEffect(() => {
    document.documentElement.dataset.skin = skin;
  }, [skin]);
  useEffect(() => trackWindowWidth(), []);
  return null;
}

/** Mantine with the app's theme, its words in the language shown and its readable colours. */
function AppMantineProvider({ dark, children }: { dark: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const closeWindow = t('common.closeWindow');
  const theme = useMemo(() => themeWithLabels({ closeWindow }), [closeWindow]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={dark ? 'dark' : 'light'}
    >
      {children}
    </MantineProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { skin, rtl } = useLayoutState();
  const toastsWanted = useToastsWanted();
  return (
    <I18nextProvider i18n={appI18n}>
      <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'} detectDirection={false}>
        <AppMantineProvider dark={skin === 'dark'}>
          <QueryClientProvider client={queryClient}>
            <AbilityProvider value={appAbility}>
              <LayoutDocumentSync />
              {children}
              {toastsWanted ? (
                <Suspense fallback={null}>
                  <ToastHost rtl={rtl} dark={skin === 'dark'} />
                </Suspense>
              ) : null}
            </AbilityProvider>
          </QueryClientProvider>
        </AppMantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
