import { createTheme } from '@mantine/core';

/** Theme colours of spec §9 mapped onto Mantine palettes. */
export const THEME_COLORS = {
  primary: 'blue',
  secondary: 'gray',
  success: 'green',
  info: 'cyan',
  warning: 'yellow',
  danger: 'red',
  light: 'gray.1',
  dark: 'dark',
} as const;

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});
