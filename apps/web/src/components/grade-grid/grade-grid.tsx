import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Portal,
  Stack,
  Text,
  Tooltip,
  type AlertProps,
  type ButtonProps,
} from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import {
  IconArrowBackUp,
  IconArrowDown,
  IconArrowRight,
  IconArrowForwardUp,
  IconDeviceFloppy,
  IconEye,
  IconArrowBigUpLines,
  IconHistory,
  IconListDetails,
  IconLock,
  IconRestore,
  IconWifiOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GridKind } from '@erapor/shared/penilaian/grid.schemas';
import { ApiRequestError } from '../../lib/api-client';
import { getEnterDirection, setEnterDirection, type EnterDirection } from '../../lib/storage';
import { apiErrorMessage } from '../../lib/api-error-message';
import { ConflictPanel } from './conflict-panel';
import { GradeHistoryModal, type HistoryCell } from './grade-history-modal';
import { SheetHistoryModal } from './sheet-history-modal';
import { RemedialModal, type RemedialTarget } from './remedial-modal';
import type { CatatanTerakhir } from './penyesuaian-form';
import { GridLegend } from './grid-legend';
import { cellKey, TEXT_MAX_LENGTH } from './grid-values';
import { GridSheet, type SheetCell } from './grid-sheet';
import type { PastePlan } from './grid-paste';
import { LeaveGuard } from './leave-guard';
import { PresenceBar, sheetName } from './presence-bar';
import { firstInvalidCell, revealInvalidCell } from './reveal-invalid-cell';
import { useGradeGrid, type GradeGridController } from './use-grade-grid';
import { useFormatJam } from './format-time';
import { useGridPresence } from './use-grid-presence';
import { useFooterBarSlot, useSmallScreen } from '../ui/bottom-bar';
import './grade-grid.css';

export interface GradeGridViewProps {
  /** The state from `useGradeGrid(kind, pembelajaranId)`. */
  grid: GradeGridController;
  /**
   * Most the sheet may grow in px before it scrolls inside. By default the window's height less
   * the navbar, the footer and the toolbar: scrolled to the grid, the sheet fills the screen.
   */
  height?: number;
  /** The screen's own buttons, shown after Simpan (template download/upload…). */
  toolbarExtra?: ReactNode;
}

/** What the navbar, the footer and the grid's toolbar take of the window's height. */
const AROUND_SHEET_PX = 200;
const MIN_SHEET_PX = 320;

/**
 * A one-line notice between the toolbar and the sheet (drafts restored, cells not valid, no
 * connection, a failed save): no title and little padding, so that on a 768 px laptop screen the
 * sheet's first rows stay in view under them.
 */
function GridNotice(props: AlertProps) {
  return <Alert py={6} px="sm" {...props} classNames={{ icon: 'gg-notice-icon' }} />;
}

/** The sheet's height that fills the window below the toolbar, followed as the window resizes. */
function useSheetHeight(): number {
  const [windowHeight, setWindowHeight] = useState(() => window.innerHeight);
  useWindowEvent('resize', () => setWindowHeight(window.innerHeight));
  return Math.max(MIN_SHEET_PX, windowHeight - AROUND_SHEET_PX);
}

/** What a paste left out, told once it landed (a paste that took everything says nothing). */
function PasteNotice({ plan, onClose }: { plan: PastePlan; onClose: () => void }) {
  const { t } = useTranslation();
  const parts = [
    plan.headerSkipped ? t('gradeGrid.paste.header') : null,
    plan.labelColumnsSkipped > 0
      ? t('gradeGrid.paste.labels', { count: plan.labelColumnsSkipped })
      : null,
    plan.blanksKept > 0 ? t('gradeGrid.paste.blanks', { count: plan.blanksKept }) : null,
    plan.rowsOutside > 0 ? t('gradeGrid.paste.rows', { count: plan.rowsOutside }) : null,
    plan.columnsOutside > 0 ? t('gradeGrid.paste.columns', { count: plan.columnsOutside }) : null,
    plan.onReadOnly > 0 ? t('gradeGrid.paste.readOnly', { count: plan.onReadOnly }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <GridNotice
      color="yellow"
      role="status"
      withCloseButton
      closeButtonLabel={t('gradeGrid.dismiss')}
      onClose={onClose}
    >
      <Text span inherit fw={600}>
        {t('gradeGrid.paste.done', { count: plan.cells.length })}
      </Text>{' '}
      {parts.join(' ')}
    </GridNotice>
  );
}

/**
 * The edits Simpan can send: an invalid one stays, marked, and is never sent, so it is counted
 * apart and never keeps Simpan on.
 */
function savableCount(grid: GradeGridController): number {
  return grid.counts.unsaved - grid.counts.invalid;
}

/**
 * What the grid's saving stands at, in words: saving, N unsaved and M invalid (not sent), saved
 * at, all saved.
 */
function useStatusText(grid: GradeGridController): string {
  const { t } = useTranslation();
  const formatJam = useFormatJam();
  if (grid.saving) return t('gradeGrid.status.saving');
  const savable = savableCount(grid);
  const invalid = grid.counts.invalid;
  if (savable > 0 || invalid > 0) {
    return [
      savable > 0 ? t('gradeGrid.status.unsaved', { count: savable }) : null,
      invalid > 0 ? t('gradeGrid.status.invalidUnsent', { count: invalid }) : null,
    ]
      .filter((part) => part !== null)
      .join(' ');
  }
  if (grid.savedAt) return t('gradeGrid.status.savedAt', { time: formatJam(grid.savedAt) });
  return t('gradeGrid.status.allSaved');
}

function StatusLine({ grid }: { grid: GradeGridController }) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid="grid-status">
      {useStatusText(grid)}
    </Text>
  );
}

/** An icon button of the toolbar, named by `label`; its tooltip says `hint` when given. */
function ToolIcon({
  label,
  hint,
  onClick,
  disabled,
  keepCell = false,
  children,
}: {
  label: string;
  hint?: string;
  onClick: () => void;
  disabled: boolean;
  /** The sheet keeps its active cell (`keepSheetCell`). */
  keepCell?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={hint ?? label}>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={onClick}
        onMouseDown={keepCell ? keepSheetCell : undefined}
        disabled={disabled}
        aria-label={label}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Simpan, in the toolbar (`withShortcut`: its tooltip names Ctrl+S) and in a phone's save bar;
 * pressing it keeps the sheet's active cell.
 */
function SaveButton({ grid, withShortcut }: { grid: GradeGridController; withShortcut?: boolean }) {
  const { t } = useTranslation();
  const button = (
    <Button
      leftSection={<IconDeviceFloppy size={16} />}
      onClick={grid.save}
      onMouseDown={keepSheetCell}
      loading={grid.saving}
      disabled={grid.readOnly || savableCount(grid) === 0}
    >
      {t('gradeGrid.save')}
    </Button>
  );
  return withShortcut ? <Tooltip label={t('gradeGrid.saveShortcut')}>{button}</Tooltip> : button;
}

/** Where Enter goes from a cell: down (as in Excel) or right, for row-by-row entry. */
function EnterToggle({
  direction,
  onChange,
}: {
  direction: EnterDirection;
  onChange: (direction: EnterDirection) => void;
}) {
  const { t } = useTranslation();
  const right = direction === 'right';
  return (
    <Tooltip label={right ? t('gradeGrid.enter.rightHint') : t('gradeGrid.enter.downHint')}>
      <ActionIcon
        variant={right ? 'light' : 'default'}
        size="lg"
        aria-label={t('gradeGrid.enter.right')}
        aria-pressed={right}
        onClick={() => onChange(right ? 'down' : 'right')}
      >
        {right ? <IconArrowRight size={18} /> : <IconArrowDown size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * A press on a toolbar button keeps the sheet's active cell (and a cell being typed in): the
 * library lets go of it on any press outside the sheet, and the teacher, after Simpan or Urungkan,
 * would have to click his place again before typing on; Ctrl+S and Ctrl+Z keep it too. The focus
 * stays where it was, the click still comes.
 */
function keepSheetCell(event: MouseEvent) {
  if (event.button !== 0) return;
  event.preventDefault();
  event.stopPropagation();
}

/** Simpan, undo and redo: what a grid that can be edited offers. */
function EditTools({
  grid,
  enter,
  onEnter,
}: {
  grid: GradeGridController;
  enter: EnterDirection;
  onEnter: (direction: EnterDirection) => void;
}) {
  const { t } = useTranslation();
  const typed = grid.grid?.columns.some((column) => column.type !== 'text' && !column.readOnly);
  return (
    <>
      <SaveButton grid={grid} withShortcut />
      <ToolIcon label={t('gradeGrid.undo')} onClick={grid.undo} disabled={!grid.canUndo} keepCell>
        <IconArrowBackUp size={18} />
      </ToolIcon>
      <ToolIcon label={t('gradeGrid.redo')} onClick={grid.redo} disabled={!grid.canRedo} keepCell>
        <IconArrowForwardUp size={18} />
      </ToolIcon>
      {typed && <EnterToggle direction={enter} onChange={onEnter} />}
    </>
  );
}

/** Brings the grid's first invalid cell into view (the red notice's and the save bar's button). */
function ShowInvalidButton({ onClick, ...props }: { onClick: () => void } & ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button {...props} onClick={onClick} aria-label={t('gradeGrid.showInvalidLabel')}>
      {t('gradeGrid.showInvalid')}
    </Button>
  );
}

/**
 * Simpan within reach on a small screen: once the teacher has scrolled into the sheet the toolbar
 * is far above, and a phone has no Ctrl+S. While edits wait, their count and Simpan are pinned to
 * the bottom of the screen: in the sticky footer (which the sheet keeps the active cell above),
 * else fixed to the window on the page's body (the route's transition leaves a transform on its
 * own container, which would hold a fixed bar with the page), with its room kept at the end of
 * the grid so that nothing there stays under it. The toolbar's line says the status aloud.
 * A screen of two grids (Nilai Akhir and its Ketercapaian TP) can show two bars, one over the
 * other: each is named after its grid. Invalid entries are counted apart; when only they are
 * left, the bar offers to show the first one instead of a Simpan that could never clear them.
 */
function SaveBar({
  grid,
  onShowInvalid,
}: {
  grid: GradeGridController;
  onShowInvalid: () => void;
}) {
  const { t } = useTranslation();
  const status = useStatusText(grid);
  const slot = useFooterBarSlot();
  const sheet = sheetName(t, grid.kind);
  const bar = (
    <div
      className="gg-save-bar"
      data-fixed={slot ? undefined : ''}
      role="region"
      aria-label={t('gradeGrid.saveBar', { sheet })}
    >
      {/* The words wrap (the footer it sits in keeps its own line whole) in what the button
          leaves, up to three short lines in the bar's height: a phone's width leaves room for
          few, and cut to one line the grid's name or the invalid count would go. */}
      <Text size="xs" c="dimmed" lh={1.3} style={{ whiteSpace: 'normal', flex: '1 1 0' }}>
        <Text span inherit fw={600} c="var(--mantine-color-text)">
          {sheet}
        </Text>
        {`: ${status}`}
      </Text>
      {savableCount(grid) > 0 || grid.saving ? (
        <SaveButton grid={grid} />
      ) : (
        <ShowInvalidButton variant="default" onClick={onShowInvalid} />
      )}
    </div>
  );
  if (slot) return createPortal(bar, slot);
  return (
    <div className="gg-save-bar-space">
      <Portal>{bar}</Portal>
    </div>
  );
}

/**
 * The grade grid of every grade screen (SLM, SAS, Nilai Akhir, ketercapaian TP, Capaian
 * Kompetensi, PTS). Give it the controller of `useGradeGrid`; it shows the sheet, the Simpan
 * button (also Ctrl+S), undo/redo, per-row save state with a legend, conflicts with a per-row
 * choice, the lock banner, restored-edits notice, cell history and a warning before leaving.
 * Needs a data router (for the leave warning), TanStack Query, Mantine and i18n.
 */
export function GradeGridView({ grid, height, toolbarExtra }: GradeGridViewProps) {
  const { t, i18n } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const fillHeight = useSheetHeight();
  const smallScreen = useSmallScreen();
  const [lastCell, setLastCell] = useState<SheetCell | null>(null);
  const [historyCell, setHistoryCell] = useState<HistoryCell | null>(null);
  const [enter, setEnter] = useState<EnterDirection>(getEnterDirection);
  const [sheetHistory, setSheetHistory] = useState(false);
  const [remedialTarget, setRemedialTarget] = useState<RemedialTarget | null>(null);
  const [terakhir, setTerakhir] = useState<CatatanTerakhir>();
  const [pasted, setPasted] = useState<PastePlan | null>(null);
  /** A computed column (the SAS NA) the teacher typed on: its label, until he moves on. */
  const [computedTyped, setComputedTyped] = useState<string | null>(null);
  const chooseEnter = (direction: EnterDirection) => {
    setEnterDirection(direction);
    setEnter(direction);
  };
  // The wali, the Waka or the administrator looking at a teacher's grid: no editing, no presence.
  const viewOnly = grid.lock?.reason === 'hanya-lihat';
  const lainnya = useGridPresence({
    kind: grid.kind,
    pembelajaranId: grid.pembelajaranId,
    enabled: grid.ready && grid.grid !== undefined && !viewOnly,
    kolom: (lastCell && grid.grid?.columns[lastCell.col]?.key) ?? null,
    ownWrites: grid.ownWrites,
    onChanged: grid.refreshFromServer,
    onLock: grid.applyLock,
  });

  if (grid.query.isError) {
    const error = grid.query.error;
    const message =
      error instanceof ApiRequestError ? apiErrorMessage(t, error.detail) : error.message;
    return (
      <Alert color="red" title={t('gradeGrid.loadFailed', { message })}>
        <Button size="xs" variant="default" onClick={() => void grid.query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!grid.ready || !grid.grid) {
    return (
      <Group gap="xs" py="md">
        <Loader size="sm" />
        <Text size="sm">{t('gradeGrid.loading')}</Text>
      </Group>
    );
  }
  const data = grid.grid;

  const openHistory = (cell: SheetCell | null) => {
    const row = cell && data.rows[cell.row];
    const column = cell && data.columns[cell.col];
    if (!row || !column) return;
    setHistoryCell({
      kind: grid.kind,
      pembelajaranId: grid.pembelajaranId,
      anggotaRombelId: row.anggota_rombel_id,
      kolom: column.key,
      nama: row.nama,
      columnLabel: column.label,
      type: column.type,
    });
  };
  /**
   * A writable SLM or SAS grid: its stored scores may be raised by a remedial; the typed finals:
   * a remedial or an adjustment may set a final.
   */
  const remedialKind =
    !grid.readOnly && (grid.kind === 'slm' || grid.kind === 'sas' || grid.kind === 'nilai-akhir')
      ? grid.kind
      : null;
  /**
   * The stored score a remedial may be recorded for: a TP score, a SAS part (not the computed
   * NA) or a final, saved and not being edited here (an unsaved or conflicting edit is settled
   * first).
   */
  const remedialOf = (cell: SheetCell): RemedialTarget | null => {
    const row = data.rows[cell.row];
    const column = data.columns[cell.col];
    if (!remedialKind || !row || !column || column.readOnly) return null;
    const stored = row.cells[column.key];
    if (!stored || typeof stored.value !== 'number' || stored.version === 0) return null;
    const key = cellKey(row.anggota_rombel_id, column.key);
    if (key in grid.edits.drafts || key in grid.edits.conflicts) return null;
    return {
      kind: remedialKind,
      pembelajaranId: grid.pembelajaranId,
      anggotaRombelId: row.anggota_rombel_id,
      nama: row.nama,
      kolom: column.key,
      columnLabel: column.label,
      description: column.description,
      value: stored.value,
      version: stored.version,
      ...(stored.remedial_ditolak
        ? {
            ditolak: { catatan: stored.remedial_ditolak, disesuaikan: stored.disesuaikan === true },
          }
        : {}),
    };
  };
  const remedialLabel =
    remedialKind === 'nilai-akhir'
      ? t('gradeGrid.remedial.toolbarAkhir')
      : t('gradeGrid.remedial.toolbar');
  /** The active cell, when a remedial can be recorded for it (the toolbar's button). */
  const remedialFor = lastCell && remedialOf(lastCell) ? lastCell : null;
  const marked = data.rows
    .flatMap((row) => Object.values(row.cells))
    .filter((c) => c.remedial || c.disesuaikan);
  const hasRemedial = marked.some((c) => c.remedial && !c.remedial_ditolak);
  const hasDisesuaikan = marked.some((c) => c.disesuaikan && !c.remedial_ditolak);
  const hasRemedialDitolak = marked.some((c) => c.remedial_ditolak);
  const pendingOffline = grid.offline && grid.counts.pending > 0;
  const showInvalid = () => {
    const cell = firstInvalidCell(data, grid.edits.drafts);
    if (cell && rootRef.current) revealInvalidCell(rootRef.current, cell, data.columns.length);
  };

  return (
    <Stack gap="sm" className="gg-root" ref={rootRef}>
      {grid.lock && (
        <Alert
          color={viewOnly ? 'blue' : 'gray'}
          icon={viewOnly ? <IconEye size={18} /> : <IconLock size={18} />}
          title={viewOnly ? t('gradeGrid.viewOnly') : t('gradeGrid.locked')}
          role="status"
        >
          {grid.lock.message}
          {!viewOnly && grid.counts.unsaved > 0 && (
            // typed before the lock came (a deadline passed while the Wi-Fi was down): kept here
            <Text size="sm" mt={4} fw={600}>
              {t('gradeGrid.lockedUnsaved', { count: grid.counts.unsaved })}
            </Text>
          )}
        </Alert>
      )}
      {viewOnly ? null : (
        <PresenceBar
          kind={grid.kind}
          columns={data.columns}
          lainnya={lainnya}
          refreshedBy={grid.refreshedBy}
        />
      )}
      {/* While the grid is locked its notice tells of the edits kept; once they are all saved,
          the notice says so instead of "press Simpan". */}
      {grid.restoredCount > 0 && !grid.lock && (
        <GridNotice
          color="blue"
          icon={<IconRestore size={16} />}
          withCloseButton
          closeButtonLabel={t('gradeGrid.dismiss')}
          onClose={grid.dismissRestored}
        >
          <Text span inherit fw={600}>
            {t('gradeGrid.restored', { count: grid.restoredCount })}
          </Text>
          {'. '}
          {grid.counts.unsaved + grid.counts.pending > 0
            ? t('gradeGrid.restoredHint')
            : t('gradeGrid.restoredSaved')}
        </GridNotice>
      )}
      <Group justify="space-between" role="toolbar" aria-label={t('gradeGrid.toolbar')}>
        <Group gap="xs">
          {viewOnly ? null : <EditTools grid={grid} enter={enter} onEnter={chooseEnter} />}
          <Tooltip label={lastCell ? t('gradeGrid.history') : t('gradeGrid.historyHint')}>
            <Button
              variant="default"
              leftSection={<IconHistory size={16} />}
              disabled={!lastCell}
              onClick={() => openHistory(lastCell)}
            >
              {t('gradeGrid.history')}
            </Button>
          </Tooltip>
          <Button
            variant="default"
            leftSection={<IconListDetails size={16} />}
            onClick={() => setSheetHistory(true)}
          >
            {t('gradeGrid.sheetHistoryButton')}
          </Button>
          {remedialKind ? (
            // the cell menu's remedial, where a touch screen (no right click) and a teacher who
            // does not know the menu find it
            <ToolIcon
              label={remedialLabel}
              hint={
                remedialFor
                  ? t('gradeGrid.remedial.toolbarHint', {
                      jenis: remedialLabel,
                      nama: data.rows[remedialFor.row]?.nama,
                    })
                  : remedialKind === 'nilai-akhir'
                    ? t('gradeGrid.remedial.toolbarPilihAkhir')
                    : t('gradeGrid.remedial.toolbarPilih')
              }
              disabled={!remedialFor}
              onClick={() => remedialFor && setRemedialTarget(remedialOf(remedialFor))}
            >
              <IconArrowBigUpLines size={18} />
            </ToolIcon>
          ) : null}
          {toolbarExtra}
        </Group>
        {viewOnly ? null : <StatusLine grid={grid} />}
      </Group>
      {pendingOffline && (
        <GridNotice color="yellow" icon={<IconWifiOff size={16} />} role="status">
          {t('gradeGrid.status.offline', { count: grid.counts.pending })}
        </GridNotice>
      )}
      {grid.counts.invalid > 0 && (
        <GridNotice color="red" role="status">
          <Text span inherit>
            {t('gradeGrid.status.invalid', { count: grid.counts.invalid })}
            {data.columns.some((column) => column.type === 'score')
              ? ` ${t('gradeGrid.status.invalidScore')}`
              : ''}
            {data.columns.some((column) => column.type === 'kompeten')
              ? ` ${t('gradeGrid.status.invalidKompeten')}`
              : ''}
            {data.columns.some((column) => column.type === 'text')
              ? ` ${t('gradeGrid.status.invalidText', { max: TEXT_MAX_LENGTH.toLocaleString(i18n.language || 'id') })}`
              : ''}
          </Text>{' '}
          <ShowInvalidButton size="compact-sm" variant="subtle" onClick={showInvalid} />
        </GridNotice>
      )}
      {grid.saveError && (
        <GridNotice color="red" role="alert">
          {t('gradeGrid.status.failed', { message: apiErrorMessage(t, grid.saveError) })}
        </GridNotice>
      )}
      {pasted && <PasteNotice plan={pasted} onClose={() => setPasted(null)} />}
      {computedTyped && (
        <GridNotice
          color="yellow"
          role="status"
          withCloseButton
          closeButtonLabel={t('gradeGrid.dismiss')}
          onClose={() => setComputedTyped(null)}
        >
          {t('gradeGrid.computedTyped', { kolom: computedTyped })}
        </GridNotice>
      )}
      <ConflictPanel grid={data} edits={grid.edits} onResolve={grid.resolveConflict} />
      {data.rows.length === 0 ? (
        <Text size="sm">{t('gradeGrid.noStudents')}</Text>
      ) : (
        <GridSheet
          grid={data}
          edits={grid.edits}
          readOnly={grid.readOnly}
          height={height ?? fillHeight}
          setCells={grid.setCells}
          undo={grid.undo}
          redo={grid.redo}
          save={grid.save}
          enterRight={enter === 'right'}
          onPasted={setPasted}
          onComputedTyped={(column) => setComputedTyped(column.label)}
          onHistory={openHistory}
          remedial={
            remedialKind
              ? {
                  label:
                    remedialKind === 'nilai-akhir'
                      ? t('gradeGrid.remedial.menuAkhir')
                      : t('gradeGrid.remedial.menu'),
                  allowed: (cell) => remedialOf(cell) !== null,
                  open: (cell) => setRemedialTarget(remedialOf(cell)),
                }
              : undefined
          }
          onActiveCell={(cell) => {
            if (cell) setLastCell(cell);
            setComputedTyped(null);
          }}
        />
      )}
      {viewOnly ? null : (
        <GridLegend
          enterRight={enter === 'right'}
          remedial={hasRemedial}
          disesuaikan={hasDisesuaikan}
          remedialDitolak={hasRemedialDitolak}
          remedialMenu={remedialKind !== null}
          finals={grid.kind === 'nilai-akhir'}
        />
      )}
      <GradeHistoryModal cell={historyCell} onClose={() => setHistoryCell(null)} />
      <SheetHistoryModal grid={data} opened={sheetHistory} onClose={() => setSheetHistory(false)} />
      <RemedialModal
        target={remedialTarget}
        onClose={() => setRemedialTarget(null)}
        onSaved={grid.applyRemedial}
        terakhir={terakhir}
        onTerakhir={setTerakhir}
        onConflict={(conflicts) => void grid.refreshAfterConflict(conflicts)}
        onLocked={grid.lockedByServer}
      />
      <LeaveGuard count={grid.counts.unsaved} />
      {smallScreen && !grid.readOnly && (grid.counts.unsaved > 0 || grid.saving) ? (
        <SaveBar grid={grid} onShowInvalid={showInvalid} />
      ) : null}
    </Stack>
  );
}

export interface GradeGridProps {
  kind: GridKind;
  pembelajaranId: string;
  height?: number;
  toolbarExtra?: ReactNode;
}

function GradeGridLoaded({ kind, pembelajaranId, ...view }: GradeGridProps) {
  const grid = useGradeGrid(kind, pembelajaranId);
  return <GradeGridView grid={grid} {...view} />;
}

/**
 * `<GradeGrid kind="slm" pembelajaranId={id} />`: loads, edits and saves one grid. Screens that
 * must reach the state (a template upload filling cells with `setCells`) use `useGradeGrid` +
 * `<GradeGridView grid={…} />` instead, keyed by kind and pembelajaran.
 */
export function GradeGrid(props: GradeGridProps) {
  return <GradeGridLoaded key={`${props.kind}:${props.pembelajaranId}`} {...props} />;
}
