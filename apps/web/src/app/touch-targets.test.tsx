import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import {
  ActionIcon,
  Burger,
  Button,
  MantineProvider,
  Menu,
  Modal,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';

const TOUCH_QUERY = '@media (pointer: coarse)';
const css = readFileSync(join(__dirname, 'touch-targets.css'), 'utf8');

/**
 * Puts the stylesheet in the page. jsdom's pointer is never coarse, so a touch screen is played by
 * the same rules under a query every screen matches.
 */
let stylesheet: HTMLStyleElement | null = null;
function addStylesheet(pointer: 'mouse' | 'touch') {
  stylesheet = document.createElement('style');
  stylesheet.textContent = pointer === 'touch' ? css.replaceAll(TOUCH_QUERY, '@media all') : css;
  document.head.append(stylesheet);
}

afterEach(() => {
  stylesheet?.remove();
  stylesheet = null;
});

function Controls() {
  return (
    <>
      <ActionIcon size="lg" aria-label="Urungkan">
        x
      </ActionIcon>
      <Button size="compact-xs">Sumatif</Button>
      <Burger opened={false} aria-label="Buka menu" size="sm" />
      <UnstyledButton className="user-menu-target" aria-label="Menu akun" />
      <ActionIcon size={28} data-keep-size aria-label="Kembali ke atas">
        x
      </ActionIcon>
      <TextInput
        label="Cari"
        rightSection={
          <ActionIcon size="sm" aria-label="Kosongkan">
            x
          </ActionIcon>
        }
      />
      <Menu opened>
        <Menu.Target>
          <Button>Bahasa</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>English</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened
        onClose={() => undefined}
        title="Periksa"
        closeButtonProps={{ 'aria-label': 'Tutup' }}
      >
        isi
      </Modal>
    </>
  );
}

/** What makes a control at least 44 px on a touch screen: its minimum size, or a button's height. */
function touchSize(element: HTMLElement) {
  const style = getComputedStyle(element);
  return {
    minWidth: style.minWidth,
    minHeight: style.minHeight,
    buttonHeight: style.getPropertyValue('--button-height-compact-xs').trim(),
  };
}

describe('tap targets', () => {
  it('are 44 px on a touch screen: icon buttons, buttons, the burger, the account, menu items, a window’s close', async () => {
    expect(css).toContain(TOUCH_QUERY);
    addStylesheet('touch');
    render(
      <MantineProvider>
        <Controls />
      </MantineProvider>,
    );
    const square = { minWidth: '44px', minHeight: '44px' };
    expect(touchSize(screen.getByRole('button', { name: 'Urungkan' }))).toMatchObject(square);
    expect(touchSize(screen.getByRole('button', { name: 'Buka menu' }))).toMatchObject(square);
    expect(touchSize(screen.getByRole('button', { name: 'Menu akun' }))).toMatchObject(square);
    expect(touchSize(screen.getByRole('button', { name: 'Sumatif' })).buttonHeight).toBe('44px');
    expect(touchSize(await screen.findByRole('menuitem', { name: 'English' })).minHeight).toBe(
      '44px',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Periksa' });
    expect(touchSize(within(dialog).getByRole('button', { name: 'Tutup' }))).toMatchObject(square);
  });

  it('keep their size inside a text field and where marked to', () => {
    addStylesheet('touch');
    render(
      <MantineProvider>
        <Controls />
      </MantineProvider>,
    );
    for (const name of ['Kosongkan', 'Kembali ke atas']) {
      expect(touchSize(screen.getByRole('button', { name }))).toMatchObject({
        minWidth: 'auto',
        minHeight: 'auto',
      });
    }
  });

  it('keep Mantine’s sizes with a mouse', async () => {
    addStylesheet('mouse');
    render(
      <MantineProvider>
        <Controls />
      </MantineProvider>,
    );
    const untouched = { minWidth: 'auto', minHeight: 'auto', buttonHeight: '' };
    for (const name of ['Urungkan', 'Buka menu', 'Menu akun', 'Sumatif']) {
      expect(touchSize(screen.getByRole('button', { name }))).toEqual(untouched);
    }
    expect(touchSize(await screen.findByRole('menuitem', { name: 'English' }))).toEqual(untouched);
  });
});
