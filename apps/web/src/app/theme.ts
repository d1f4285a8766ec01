import {
  createTheme,
  Drawer,
  mergeThemeOverrides,
  Modal,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';

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

/**
 * Text colours that reach 4.5:1 (WCAG AA for text) on the surfaces they are drawn on. Mantine's
 * own choices stay under it: its dimmed grey (3.3:1 on white, 3.5:1 on a dark card) carries the
 * grid's status line, NISNs and the reasons beside incomplete grades; the text of its light yellow
 * and orange badges and alerts is the palette's shade 9 (2.7:1 on a "belum lengkap" badge); and
 * orange text is shade 6 (2.4:1), the only sign of a saved final that differs from the computed
 * one. The dark scheme's yellow and orange already read well. Each grey stays lighter than the
 * body text, so secondary text still looks secondary.
 */
export const READABLE_COLORS = {
  /** On white, the page's gray-0 and a hovered row's gray-1 or gray-2. */
  dimmedLight: '#626a72',
  /** On the dark body (dark-7), a card or input (dark-6), a hovered control (dark-5) and the page (dark-8). */
  dimmedDark: '#a8a8a8',
  /** Yellow text and the text of light yellow badges and alerts (on yellow-1 and yellow-2). */
  yellowTextLight: '#985000',
  /** Orange text and the text of light orange badges and alerts (on orange-1 and orange-2). */
  orangeTextLight: '#a8390a',
} as const;

/**
 * The colour variables above, for MantineProvider. The dark dimmed grey is also a variable of its
 * own, for the dark menu of the light "semi-dark" skin (layout.css).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--app-color-dimmed-on-dark': READABLE_COLORS.dimmedDark,
  },
  light: {
    '--mantine-color-dimmed': READABLE_COLORS.dimmedLight,
    '--mantine-color-yellow-text': READABLE_COLORS.yellowTextLight,
    '--mantine-color-yellow-light-color': READABLE_COLORS.yellowTextLight,
    '--mantine-color-orange-text': READABLE_COLORS.orangeTextLight,
    '--mantine-color-orange-light-color': READABLE_COLORS.orangeTextLight,
  },
  dark: {
    '--mantine-color-dimmed': READABLE_COLORS.dimmedDark,
  },
});

/**
 * The theme with the words Mantine's components show without being given them, in the language
 * shown: the close button of every modal and drawer is an icon only, and a screen reader would
 * otherwise announce it as a nameless button. A window that names its own button keeps its name.
 */
export function themeWithLabels(labels: { closeWindow: string }): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': labels.closeWindow };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    },
  });
}
