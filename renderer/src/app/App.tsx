import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../lib/query-client.js';
import { AppShell } from './AppShell.js';
import { theme } from './theme.js';
import { useUnsavedChangesReport } from './use-unsaved-report.js';

/** Providers of the whole app: the theme and the query client (lib/query-client.ts). */
export function App() {
  useUnsavedChangesReport();
  const [client] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <AppShell />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
