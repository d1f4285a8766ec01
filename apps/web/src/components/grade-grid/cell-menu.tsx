import { useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Paper, Portal } from '@mantine/core';

/** Space kept between the menu and the window's edge (px). */
const MARGIN = 8;

export interface CellMenuItem {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

/**
 * A cell's context menu (right click, or the keyboard's menu key / Shift+F10 on the active cell):
 * the first item has the focus, the arrow keys move between the items, Enter chooses, Escape or a
 * click elsewhere closes it. Keys pressed in it do not reach the sheet, so an arrow moves in the
 * menu, not the active cell.
 */
export function CellMenu({
  x,
  y,
  items,
  onClose,
}: {
  x: number;
  y: number;
  items: CellMenuItem[];
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement | null>(null);
  // the portal puts the menu in the page a render after this component mounts: focus it then,
  // and keep it inside the window (a cell near the bottom or the right edge)
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      ref.current = node;
      if (!node) return;
      const { width, height } = node.getBoundingClientRect();
      node.style.left = `${Math.max(0, Math.min(x, window.innerWidth - width - MARGIN))}px`;
      node.style.top = `${Math.max(0, Math.min(y, window.innerHeight - height - MARGIN))}px`;
      node.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    },
    [x, y],
  );
  useEffect(() => {
    const close = (event: Event) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return;
      onClose();
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    const buttons = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      buttons[(index + buttons.length) % buttons.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(buttons.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
    }
  };

  // In a portal: an ancestor that creates a containing block (the page shell, a modal) would
  // otherwise shift a fixed menu away from the cell.
  return (
    <Portal>
      <Paper
        ref={attach}
        className="gg-context-menu"
        shadow="md"
        p={4}
        withBorder
        style={{ left: x, top: y }}
        role="menu"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <Button
            key={item.label}
            role="menuitem"
            variant="subtle"
            size="xs"
            leftSection={item.icon}
            onClick={() => {
              onClose();
              item.onSelect();
            }}
          >
            {item.label}
          </Button>
        ))}
      </Paper>
    </Portal>
  );
}
