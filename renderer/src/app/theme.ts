import { createTheme } from '@mui/material/styles';
import { FIGURE_FONT_FACES } from '../lib/figure-font.js';

/** A calm, dense theme: accountants read tables all day, so rows are compact and contrast is high. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f4e79', contrastText: '#ffffff' },
    secondary: { main: '#5c6b7a' },
    background: { default: '#f3f5f7', paper: '#ffffff' },
    warning: { main: '#b26a00' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Segoe UI", "Noto Sans", "DejaVu Sans", "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // The figures' face, which report grids set their figure cells in (lib/figure-font.ts).
    MuiCssBaseline: { styleOverrides: FIGURE_FONT_FACES },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, backgroundColor: '#eef1f4' } } },
    MuiPaper: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  },
});
