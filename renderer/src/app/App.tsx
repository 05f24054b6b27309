import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AppShell } from './AppShell.js';
import { theme } from './theme.js';
import { useUnsavedChangesReport } from './use-unsaved-report.js';

/**
 * Providers of the whole app. Queries run in "always" network mode: the bridge is local, and the
 * core itself decides between the service and its offline cache.
 */
export function App() {
  useUnsavedChangesReport();
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { networkMode: 'always', retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
          mutations: { networkMode: 'always' },
        },
      }),
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <AppShell />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
