import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { indonesianIssueMessage } from '@erapor/shared/validation/indonesian-errors';
import '@mantine/core/styles.css';
import 'react-toastify/ReactToastify.css';
import './app/layouts/layout.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

// Form validation speaks the same Indonesian as the API.
z.config({ customError: indonesianIssueMessage });

const container = document.getElementById('root');
if (!container) throw new Error('Elemen #root tidak ditemukan.');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
