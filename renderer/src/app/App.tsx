import CssBaseline from '@mui/material/CssBaseline';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../lib/query-client.js';
import { AppShell } from './AppShell.js';
import { LocalizedTheme } from './LocalizedTheme.js';
import { useUnsavedChangesReport } from './use-unsaved-report.js';

/** Providers of the whole app: the theme in the UI's language and the query client (lib/query-client.ts). */
export function App() {
  useUnsavedChangesReport();
  const [client] = useState(createQueryClient);
  return (
    <LocalizedTheme>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <AppShell />
      </QueryClientProvider>
    </LocalizedTheme>
  );
}
