import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { id } from '@erapor/shared/i18n/locales/id';
import { initI18n } from '../lib/i18n';

/** Renders UI with the providers every screen expects (Mantine, i18n in Indonesian, a fresh query client). */
export function renderWithProviders(ui: ReactElement) {
  const i18n = initI18n('id', id);
  void i18n.changeLanguage('id');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
