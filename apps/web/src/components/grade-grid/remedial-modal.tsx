import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GridConflict, GridWriteResult } from '@erapor/shared/penilaian/grid.schemas';
import type { RemedialKind } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { NilaiAlasanForm } from '../ui/nilai-alasan-form';
import { conflictsOf, putRemedial, semuaOlehAnda } from './grade-grid-api';
import { PenyesuaianForm, type CatatanTerakhir } from './penyesuaian-form';

/**
 * The stored score a remedial is recorded for: a TP score (SLM) or a SAS part; or a typed final,
 * which a remedial or an adjustment sets.
 */
export interface RemedialTarget {
  kind: RemedialKind | 'nilai-akhir';
  pembelajaranId: string;
  anggotaRombelId: string;
  nama: string;
  /** The TP or the SAS part (the column key), its short label and description. */
  kolom: string;
  columnLabel: string;
  description?: string;
  value: number;
  version: number;
  /**
   * The current score was set by a remedial (or, for a final, an adjustment) the Waka refused:
   * his note, which the teacher acts on here (a touch screen shows no hover text).
   */
  ditolak?: { catatan: string; disesuaikan: boolean };
}

/**
 * Above the form: the current score, the Waka's refusal of what set it (with his note), and what
 * the change will do (`petunjuk`).
 */
function Sekarang({ target, petunjuk }: { target: RemedialTarget; petunjuk: string }) {
  const { t } = useTranslation();
  const ditolak = target.ditolak;
  return (
    <>
      <Text size="sm">{t('gradeGrid.remedial.sekarang', { nilai: target.value })}</Text>
      {ditolak ? (
        <Alert color="red" variant="light" data-testid="remedial-ditolak">
          {ditolak.disesuaikan
            ? t('gradeGrid.remedial.disesuaikanDitolakTitle', { catatan: ditolak.catatan })
            : t('gradeGrid.remedial.ditolakTitle', { catatan: ditolak.catatan })}
        </Alert>
      ) : null}
      <Text size="xs" c="dimmed">
        {petunjuk}
      </Text>
    </>
  );
}

/**
 * Records a student's TP score or SAS part after his remedial test, or his final after a remedial
 * or an adjustment, with the reason (the grid's context menu): the score before stays in the
 * cell's history, and the cell is marked.
 */
export function RemedialModal({
  target,
  onClose,
  onSaved,
  onConflict,
  onLocked,
  terakhir,
  onTerakhir,
}: {
  target: RemedialTarget | null;
  onClose: () => void;
  onSaved: (result: GridWriteResult) => void;
  /** The score changed meanwhile (409, with the current cell): read the grid again. */
  onConflict: (conflicts: GridConflict[]) => void;
  /** Grading closed or the class locked meanwhile (423): the grid turns read-only. */
  onLocked: (message: string) => void;
  /**
   * The reason (and a final's kind of change) last recorded in this grid: a teacher records the
   * same remedial test for student after student, so it is offered again (and can be changed).
   */
  terakhir?: CatatanTerakhir;
  onTerakhir?: (catatan: CatatanTerakhir) => void;
}) {
  const { t } = useTranslation();
  /** A TP score's or SAS part's remedial (not a final's). */
  const kind: RemedialKind | null = target && target.kind !== 'nilai-akhir' ? target.kind : null;
  const saved = (result: GridWriteResult) => {
    onSaved(result);
    onClose();
  };
  const conflict = (body: unknown) => {
    onConflict(conflictsOf(body));
    onClose();
  };
  const locked = (message: string) => {
    onLocked(message);
    onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={
        target
          ? target.kind === 'nilai-akhir'
            ? t('gradeGrid.remedial.titleAkhir', { nama: target.nama })
            : t('gradeGrid.remedial.title', { nama: target.nama })
          : ''
      }
      size="lg"
      centered
    >
      {target?.kind === 'nilai-akhir' ? (
        <Stack gap="sm">
          <Sekarang target={target} petunjuk={t('penilaian.penyesuaian.petunjuk')} />
          <PenyesuaianForm
            pembelajaranId={target.pembelajaranId}
            anggotaRombelId={target.anggotaRombelId}
            nama={target.nama}
            version={target.version}
            heading={false}
            onSaved={saved}
            onConflict={conflict}
            onLocked={locked}
            terakhir={terakhir}
            onTerakhir={onTerakhir}
          />
        </Stack>
      ) : target && kind ? (
        <Stack gap="sm">
          <Text size="sm" data-testid="remedial-tp">
            <strong>{target.columnLabel}</strong>
            {target.description ? ` — ${target.description}` : ''}
          </Text>
          <Sekarang target={target} petunjuk={t('gradeGrid.remedial.petunjuk')} />
          <NilaiAlasanForm
            testId="remedial-form"
            nilaiLabel={t('gradeGrid.remedial.nilaiLabel')}
            alasanPlaceholder={
              kind === 'sas'
                ? t('gradeGrid.remedial.alasanContohSas')
                : t('gradeGrid.remedial.alasanContoh')
            }
            submitLabel={t('gradeGrid.remedial.simpan')}
            send={(nilai, alasan) =>
              putRemedial(kind, {
                pembelajaran_id: target.pembelajaranId,
                anggota_rombel_id: target.anggotaRombelId,
                kolom: target.kolom,
                version: target.version,
                nilai,
                alasan,
              })
            }
            savedText={(nilai) =>
              t('gradeGrid.remedial.tersimpan', {
                nama: target.nama,
                tp: target.columnLabel,
                nilai,
              })
            }
            conflictText={(body) =>
              semuaOlehAnda(body)
                ? t('gradeGrid.remedial.konflikSendiri')
                : t('gradeGrid.remedial.konflik')
            }
            onSaved={saved}
            onConflict={conflict}
            onLocked={locked}
            alasanAwal={terakhir?.alasan}
            onAlasanSaved={onTerakhir && ((alasan) => onTerakhir({ alasan }))}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
