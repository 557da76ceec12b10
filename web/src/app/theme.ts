import { createTheme, responsiveFontSizes } from '@mui/material/styles';

const FONT_STACK = ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

// Deep indigo and teal on cool neutrals, with a warm amber accent; every pairing meets WCAG AA.
const baseTheme = createTheme({
  palette: {
    primary: { main: '#3730a3', dark: '#312e81', light: '#6366f1', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', dark: '#115e59', light: '#5eead4', contrastText: '#ffffff' },
    warning: { main: '#f59e0b', dark: '#b45309', contrastText: '#1e1b4b' },
    background: { default: '#f8fafc', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
    divider: '#e2e8f0',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_STACK,
    h1: { fontSize: '3.25rem', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.01em' },
    h3: { fontSize: '2.25rem', fontWeight: 750, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // In-page jumps (skip link, "Learn More") stop below the sticky navigation bar, not under it.
    MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: 72 } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '3px solid #0f766e', outlineOffset: 2 },
        },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid #e2e8f0', borderRadius: 16 } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: '3px solid #0f766e', outlineOffset: 2 } } } },
  },
});

export const theme = responsiveFontSizes(baseTheme);
