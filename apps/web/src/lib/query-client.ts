import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Only a lost connection is worth asking again: 4xx will not change and 5xx already
      // showed the server-error modal.
      retry: (failureCount, error) =>
        error instanceof ApiRequestError && error.status === 0 && failureCount < 2,
    },
  },
});
