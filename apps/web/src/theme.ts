import { createTheme } from '@mui/material/styles';

/**
 * Light and dark colour schemes; MUI follows the system setting until the user picks one in the
 * user menu (remembered by the browser). Warning is darkened in light mode so that outlined
 * warning buttons (Archive) keep a 4.5:1 text contrast.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1e3a8a' },
        secondary: { main: '#0369a1' },
        warning: { main: '#b45309' },
        background: { default: '#f5f7fb' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#93c5fd' },
        secondary: { main: '#7dd3fc' },
        background: { default: '#0b1220', paper: '#111a2e' },
      },
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // Every control shows where the keyboard is, also where MUI draws only a ripple. The ring sits
    // outside the control on the page, so it takes the page's text colour: a white-on-blue control
    // (the chosen status tile, a contained button) would hide a ring in its own text colour.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': {
            outline: '2px solid',
            outlineColor: (theme.vars ?? theme).palette.text.primary,
            outlineOffset: 2,
          },
        }),
      },
    },
  },
});
