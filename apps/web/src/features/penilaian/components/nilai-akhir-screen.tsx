import { useState } from 'react';
import { Card, Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemplateCell } from '@erapor/shared/penilaian/template.schemas';
import { GradeGridView } from '../../../components/grade-grid/grade-grid';
import { TEMPLATE_TAG, useGradeGrid } from '../../../components/grade-grid/use-grade-grid';
import { NilaiAsesmenPanel } from './nilai-asesmen-panel';
import { GridSection, PenilaianScreen } from './penilaian-layout';
import { cellsOfGrid, TemplateButtons } from './template-buttons';

type Bentuk = 'asesmen' | 'akhir';

export function NilaiAkhirCards({ pembelajaranId }: { pembelajaranId: string }) {
  const { t } = useTranslation();
  // null until the teacher (or a template, or a conflict) chooses: see `bentuk` below
  const [chosen, setBentuk] = useState<Bentuk | null>(null);
  // Both grids live as long as the screen, so edits typed or uploaded in one form survive a
  // switch to the other. A save marks the computed grades stale itself (use-grade-grid).
  const akhir = useGradeGrid('nilai-akhir', pembelajaranId);
  const ketercapaian = useGradeGrid('ketercapaian', pembelajaranId);
  const info = akhir.grid?.pembelajaran;
  // Typed finals kept on this device from an earlier visit (not saved) are shown, with their
  // notice, instead of the computed grades they would otherwise hide behind.
  const bentuk: Bentuk = chosen ?? (akhir.restoredCount > 0 ? 'akhir' : 'asesmen');

  const applyTemplate = (cells: TemplateCell[]) => {
    const finals = cellsOfGrid(cells, 'nilai-akhir');
    akhir.setCells(finals, { tag: TEMPLATE_TAG });
    ketercapaian.setCells(cellsOfGrid(cells, 'ketercapaian'), { tag: TEMPLATE_TAG });
    if (finals.length > 0) setBentuk('akhir');
  };

  return (
    <>
      <Card withBorder shadow="sm" radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Radio.Group
              label={t('penilaian.nilaiAkhir.bentuk')}
              description={
                bentuk === 'asesmen'
                  ? t('penilaian.nilaiAkhir.bentukAsesmenHint')
                  : t('penilaian.nilaiAkhir.bentukAkhirHint')
              }
              value={bentuk}
              onChange={(value) => setBentuk(value)}
              style={{ flex: 1 }}
            >
              <Group mt="xs">
                <Radio value="asesmen" label={t('penilaian.nilaiAkhir.bentukAsesmen')} />
                <Radio value="akhir" label={t('penilaian.nilaiAkhir.bentukAkhir')} />
              </Group>
            </Radio.Group>
            <Group gap="xs">
              <TemplateButtons
                kind="nilai-akhir"
                pembelajaranId={pembelajaranId}
                label={info ? `${info.nama_mata_pelajaran} ${info.rombel}` : undefined}
                readOnly={akhir.readOnly}
                onApply={applyTemplate}
              />
            </Group>
          </Group>
          {bentuk === 'asesmen' ? (
            <NilaiAsesmenPanel
              pembelajaranId={pembelajaranId}
              unsavedFinals={akhir.hasUnsaved}
              onConflicts={(mine, conflicts) => {
                akhir.showConflicts(mine, conflicts);
                setBentuk('akhir');
              }}
            />
          ) : (
            <GradeGridView grid={akhir} />
          )}
        </Stack>
      </Card>
      <GridSection
        title={t('penilaian.nilaiAkhir.ketercapaian')}
        hint={t('penilaian.nilaiAkhir.ketercapaianHint')}
      >
        <GradeGridView grid={ketercapaian} />
      </GridSection>
    </>
  );
}

/**
 * Nilai Akhir: choose a pembelajaran, then either use the computed Nilai Asesmen or type the
 * finals; below, the TP attainment (tercapai / tidak tercapai) the descriptions are built from.
 */
export function NilaiAkhirScreen() {
  return (
    <PenilaianScreen>
      {(pembelajaranId) => <NilaiAkhirCards key={pembelajaranId} pembelajaranId={pembelajaranId} />}
    </PenilaianScreen>
  );
}
