import { createTheme, ThemeProvider } from '@mui/material/styles';
import { enUS, ukUA } from '@mui/material/locale';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from './theme.js';

export interface LocalizedThemeProps {
  children: ReactNode;
}

/**
 * The app's theme in the UI's language: MUI's own texts (a picker's «Розгорнути» and «Очистити»
 * tooltips, «Немає варіантів», the pagination's labels) follow the language the user chose.
 */
export function LocalizedTheme({ children }: LocalizedThemeProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const localized = useMemo(() => createTheme(theme, language === 'en' ? enUS : ukUA), [language]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
