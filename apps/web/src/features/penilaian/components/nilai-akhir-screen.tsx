import { useEffect, useState } from 'react';
import { Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GradeGrid, GradeGridView } from '../../../components/grade-grid/grade-grid';
import { useGradeGrid } from '../../../components/grade-grid/use-grade-grid';
import { nilaiAsesmenKey } from '../api/get-nilai-asesmen';
import { NilaiAsesmenPanel } from './nilai-asesmen-panel';
import { PembelajaranPicker, usePembelajaranParam, useSiapDinilai } from './pembelajaran-picker';

type Bentuk = 'asesmen' | 'akhir';

/** "Nilai Akhir" typed in the grade grid; each save makes the computed view read again. */
function NilaiAkhirGrid({ pembelajaranId }: { pembelajaranId: string }) {
  const queryClient = useQueryClient();
  const grid = useGradeGrid('nilai-akhir', pembelajaranId);
  useEffect(() => {
    if (grid.savedAt)
      void queryClient.invalidateQueries({ queryKey: nilaiAsesmenKey(pembelajaranId) });
  }, [grid.savedAt, pembelajaranId, queryClient]);
  return <GradeGridView grid={grid} />;
}

function NilaiAkhirCards({ pembelajaranId }: { pembelajaranId: string }) {
  const { t } = useTranslation();
  const [bentuk, setBentuk] = useState<Bentuk>('asesmen');
  return (
    <>
      <Card withBorder shadow="sm" radius="lg" padding="lg">
        <Stack gap="md">
          <Radio.Group
            label={t('penilaian.nilaiAkhir.bentuk')}
            description={
              bentuk === 'asesmen'
                ? t('penilaian.nilaiAkhir.bentukAsesmenHint')
                : t('penilaian.nilaiAkhir.bentukAkhirHint')
            }
            value={bentuk}
            onChange={(value) => setBentuk(value)}
          >
            <Group mt="xs">
              <Radio value="asesmen" label={t('penilaian.nilaiAkhir.bentukAsesmen')} />
              <Radio value="akhir" label={t('penilaian.nilaiAkhir.bentukAkhir')} />
            </Group>
          </Radio.Group>
          {bentuk === 'asesmen' ? (
            <NilaiAsesmenPanel pembelajaranId={pembelajaranId} />
          ) : (
            <NilaiAkhirGrid key={pembelajaranId} pembelajaranId={pembelajaranId} />
          )}
        </Stack>
      </Card>
      <Card withBorder shadow="sm" radius="lg" padding="lg">
        <Stack gap="sm">
          <div>
            <Title order={2} fz="h4">
              {t('penilaian.nilaiAkhir.ketercapaian')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('penilaian.nilaiAkhir.ketercapaianHint')}
            </Text>
          </div>
          <GradeGrid kind="ketercapaian" pembelajaranId={pembelajaranId} />
        </Stack>
      </Card>
    </>
  );
}

/**
 * Nilai Akhir: choose a pembelajaran, then either use the computed Nilai Asesmen or type the
 * finals; below, the TP attainment (tercapai / tidak tercapai) the descriptions are built from.
 */
export function NilaiAkhirScreen() {
  const [pembelajaranId, setPembelajaranId] = usePembelajaranParam();
  const siap = useSiapDinilai(pembelajaranId);
  return (
    <Stack gap="md">
      <Card withBorder shadow="sm" radius="lg" padding="lg">
        <PembelajaranPicker value={pembelajaranId} onChange={setPembelajaranId} />
      </Card>
      {pembelajaranId && siap && (
        <NilaiAkhirCards key={pembelajaranId} pembelajaranId={pembelajaranId} />
      )}
    </Stack>
  );
}
