import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone, upright or on its side (Mantine's `sm` width, or a short window): the layout gives the
 * content every line it can there, and what would be out of reach (a grid's Simpan) is pinned to
 * the bottom of the screen. The stylesheets use the same query (layout.css, grade-grid.css).
 */
export const SMALL_SCREEN_QUERY = '(max-width: 48em), (max-height: 30em)';

export function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
}

/** The class of the footer's slot for a bar pinned to the bottom of the screen (app-footer.tsx). */
export const FOOTER_BAR_SLOT = 'app-footer-bar';

/**
 * Where a bar pinned to the bottom of the screen goes: the sticky footer's slot, so that it counts
 * as part of the footer (a grid keeps its active cell in view above the footer); null without a
 * sticky footer, when the bar is fixed to the window itself. Looked up once, when the bar appears.
 */
export function useFooterBarSlot(): HTMLElement | null {
  const [slot] = useState(() =>
    document.querySelector<HTMLElement>(
      `.app-footer[data-footer-type='sticky'] > .${FOOTER_BAR_SLOT}`,
    ),
  );
  return slot;
}
