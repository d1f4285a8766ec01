import { ActionIcon, Badge, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TpPemetaan } from '@erapor/shared/kurikulum/kurikulum.schemas';

// The grade locks as the TP screens show them: a TP's columns are grades of the classes it is
// mapped to, so the server refuses (423) rewording, deleting, mapping or unmapping it while such a
// class is locked by its wali or grading is closed. The list answers each mapping's lock
// (`terkunci`, as Bobot Penilaian answers each row's), and the screens say so before anyone asks.

type Lockable = Pick<TpPemetaan, 'rombel' | 'terkunci'>;

/**
 * Why the locked classes among `rows` refuse a change, lower-case to follow a colon, or null when
 * none is locked. Grading closed covers every class, so it is named alone.
 */
export function useLockReason() {
  const { t } = useTranslation();
  return (rows: readonly Lockable[]): string | null => {
    const locked = rows.filter((row) => row.terkunci !== null);
    if (locked.length === 0) return null;
    if (locked.some((row) => row.terkunci === 'status-penilaian')) {
      return t('kurikulum.tp.kunci.alasanDitutup');
    }
    return t('kurikulum.tp.kunci.alasanWali', {
      rombel: locked.map((row) => row.rombel).join(', '),
    });
  };
}

/**
 * A class a TP is mapped to; a locked one carries a lock (named) and says why on hover. The chip
 * is never narrower than the class's name: a squeezed column would cut "XI RPL 1" and "XI RPL 2"
 * to the same "XI RP…".
 */
export function RombelChip({ row }: { row: Lockable }) {
  const { t } = useTranslation();
  if (row.terkunci === null) {
    return (
      <Badge variant="light" size="sm" miw="max-content">
        {row.rombel}
      </Badge>
    );
  }
  const wali = row.terkunci === 'kunci-nilai';
  return (
    <Tooltip
      label={
        wali
          ? t('kurikulum.tp.kunci.waliHint', { rombel: row.rombel })
          : t('kurikulum.tp.kunci.ditutupHint')
      }
      multiline
      w={260}
    >
      <Badge
        color="gray"
        variant="light"
        size="sm"
        miw="max-content"
        leftSection={
          <IconLock
            size={12}
            role="img"
            aria-label={wali ? t('kurikulum.tp.kunci.wali') : t('kurikulum.tp.kunci.ditutup')}
          />
        }
      >
        {row.rombel}
      </Badge>
    </Tooltip>
  );
}

/**
 * An action button that may be refused: `refusal` (the reason, shown on hover) leaves it
 * unusable. Not `disabled`: a disabled button gets no pointer events, and its tooltip, the only
 * place the reason is told, would never open.
 */
export function GuardedAction({
  tooltip,
  refusal,
  label,
  color,
  onClick,
  children,
}: {
  tooltip: string;
  refusal: string | null;
  label: string;
  color?: ActionIconProps['color'];
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={refusal ?? tooltip} multiline={refusal !== null} maw={280}>
      <ActionIcon
        variant="light"
        color={color}
        aria-label={label}
        aria-disabled={refusal !== null || undefined}
        data-disabled={refusal !== null || undefined}
        onClick={refusal === null ? onClick : undefined}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
