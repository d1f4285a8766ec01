import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
import type { EditsState } from './grid-state';
import type { SheetCell } from './grid-sheet';
import { cellKey, isValidValue } from './grid-values';

/** The first cell, student by student, whose typed value its column refuses; null when none. */
export function firstInvalidCell(grid: GridData, drafts: EditsState['drafts']): SheetCell | null {
  for (const [row, student] of grid.rows.entries()) {
    for (const [col, column] of grid.columns.entries()) {
      const draft = drafts[cellKey(student.anggota_rombel_id, column.key)];
      if (draft && !isValidValue(column.type, draft.value)) return { row, col };
    }
  }
  return null;
}

/** How many frames the sheet has to draw the rows and columns it was scrolled to. */
const FRAMES_TO_DRAW = 12;

/**
 * Brings an invalid cell of the sheet under `root` into the middle of the screen, clear of the
 * frozen names and the heading row, so that a teacher on a phone (far below the grid's red
 * notice) finds what keeps the save bar up. The sheet draws only the rows and columns near what
 * it shows and cannot be told from outside to move its active cell; so its box is first scrolled
 * to where the cell lies (rows are all as high as a drawn one; columns are taken as equally wide,
 * near enough for it to be drawn), and the cell, once drawn, is scrolled into view.
 */
export function revealInvalidCell(root: HTMLElement, cell: SheetCell, columnCount: number) {
  const box = root.querySelector<HTMLElement>('.dsg-container');
  const heading = box?.querySelector<HTMLElement>('.dsg-row-header');
  const drawnRow = box?.querySelector<HTMLElement>('.dsg-row:not(.dsg-row-header)');
  if (!box || !heading || !drawnRow) return;
  const headingHeight = parseFloat(heading.style.height) || 0;
  const top = headingHeight + cell.row * (parseFloat(drawnRow.style.height) || 0);
  const gutter = heading.querySelector<HTMLElement>('.dsg-cell-gutter');
  const namesWidth = gutter ? parseFloat(gutter.style.width) || 0 : 0;
  const drawnCell = () =>
    [...box.querySelectorAll<HTMLElement>('.dsg-row:not(.dsg-row-header)')]
      .find((row) => Math.abs(parseFloat(row.style.top) - top) < 1)
      ?.querySelector<HTMLElement>('.gg-cell-invalid') ?? null;

  let frames = 0;
  const attempt = () => {
    const target = drawnCell();
    if (target) {
      // the name column and the heading row stay over the box's left and top edges
      box.style.scrollPaddingLeft = `${namesWidth}px`;
      box.style.scrollPaddingTop = `${headingHeight}px`;
      target.scrollIntoView({ block: 'center', inline: 'center' });
      return;
    }
    if (frames === 0) {
      box.scrollTop = top - headingHeight;
      box.scrollLeft = ((box.scrollWidth - namesWidth) * cell.col) / Math.max(1, columnCount);
    }
    frames += 1;
    if (frames < FRAMES_TO_DRAW) requestAnimationFrame(attempt);
  };
  attempt();
}
