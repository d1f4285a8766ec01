import { render, screen, within } from '@testing-library/react';
import {
  defaultCssVariablesResolver,
  mergeMantineTheme,
  DEFAULT_THEME,
  Modal,
} from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { id } from '@erapor/shared/i18n/locales/id';
import { changeLanguage, initI18n } from '../lib/i18n';
import { AppProvider } from './provider';
import { themeWithLabels } from './theme';

type Scheme = 'light' | 'dark';

beforeAll(() => {
  initI18n('id', id);
});

afterEach(async () => {
  await changeLanguage('id');
});

/** The colour variables the app's provider writes into the page: shared, and per colour scheme. */
function injectedVariables(): Record<Scheme, Map<string, string>> {
  const css = [...document.querySelectorAll('style[data-mantine-styles]')]
    .map((style) => style.textContent)
    .join('\n');
  const block = (selector: string) => {
    const match = new RegExp(`${selector}[^{]*\\{([^}]*)\\}`).exec(css);
    return [...(match?.[1] ?? '').matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(
      (m) => [m[1]!, m[2]!.trim()] as const,
    );
  };
  const shared = block(':root, :host');
  return {
    light: new Map([...shared, ...block('\\[data-mantine-color-scheme="light"\\]')]),
    dark: new Map([...shared, ...block('\\[data-mantine-color-scheme="dark"\\]')]),
  };
}

/** Mantine's own variables for the app's theme, as its stylesheet has them. */
const defaults = defaultCssVariablesResolver(
  mergeMantineTheme(DEFAULT_THEME, themeWithLabels({ closeWindow: '' })),
) as unknown as Record<'variables' | Scheme, Record<string, string | undefined>>;

/**
 * A variable's colour in a scheme as the browser would end with it: what the app wrote, else
 * Mantine's default (Mantine writes only what differs from its own stylesheet), `var()` followed.
 */
function colorOf(name: string, scheme: Scheme, injected: Map<string, string>): string {
  const value = injected.get(name) ?? defaults[scheme][name] ?? defaults.variables[name];
  if (value === undefined) throw new Error(`${name} is not defined in the ${scheme} scheme`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? colorOf(reference[1]!, scheme, injected) : value;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** #fff and #ffffff alike. */
function hex(color: string): string {
  expect(color).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  return color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color;
}

describe('the theme the app provides', () => {
  it.each([
    // text, the surfaces it is drawn on, scheme
    [
      '--mantine-color-dimmed',
      ['--mantine-color-body', '--mantine-color-gray-0', '--mantine-color-gray-1'],
      'light',
    ],
    [
      '--mantine-color-dimmed',
      [
        '--mantine-color-body',
        '--mantine-color-dark-6',
        '--mantine-color-dark-5',
        '--mantine-color-dark-8',
      ],
      'dark',
    ],
    // a "belum lengkap" badge: light yellow
    [
      '--mantine-color-yellow-light-color',
      ['--mantine-color-yellow-light', '--mantine-color-yellow-light-hover'],
      'light',
    ],
    // a saved final that differs from the computed one: orange text in a table
    [
      '--mantine-color-orange-text',
      ['--mantine-color-body', '--mantine-color-gray-0', '--mantine-color-gray-1'],
      'light',
    ],
    [
      '--mantine-color-orange-light-color',
      ['--mantine-color-orange-light', '--mantine-color-orange-light-hover'],
      'light',
    ],
    ['--mantine-color-yellow-text', ['--mantine-color-body', '--mantine-color-gray-0'], 'light'],
    // the dark menu of the light "semi-dark" skin (layout.css)
    ['--app-color-dimmed-on-dark', ['--mantine-color-dark-7'], 'light'],
  ] as const)('draws %s at 4.5:1 or more on its surfaces (%s, %s)', (text, surfaces, scheme) => {
    render(<AppProvider>{null}</AppProvider>);
    const injected = injectedVariables()[scheme];
    const color = hex(colorOf(text, scheme, injected));
    for (const surface of surfaces) {
      const ratio = contrast(color, hex(colorOf(surface, scheme, injected)));
      expect(ratio, `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps secondary text lighter than the body text in both schemes', () => {
    render(<AppProvider>{null}</AppProvider>);
    const injected = injectedVariables();
    for (const scheme of ['light', 'dark'] as const) {
      const body = hex(colorOf('--mantine-color-body', scheme, injected[scheme]));
      const dimmed = contrast(
        hex(colorOf('--mantine-color-dimmed', scheme, injected[scheme])),
        body,
      );
      const text = contrast(hex(colorOf('--mantine-color-text', scheme, injected[scheme])), body);
      expect(dimmed).toBeLessThan(text);
    }
  });

  it('names the close button of every modal, in the language shown', async () => {
    render(
      <AppProvider>
        <Modal opened onClose={() => undefined} title="Periksa template">
          isi
        </Modal>
      </AppProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Periksa template' });
    expect(within(dialog).getByRole('button', { name: 'Tutup jendela' })).toBeInTheDocument();
    await changeLanguage('en');
    expect(await within(dialog).findByRole('button', { name: 'Close window' })).toBeInTheDocument();
  });
});
