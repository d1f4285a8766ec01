import { Alert, Button, SegmentedControl, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GradeGridView } from '../../../components/grade-grid/grade-grid';
import { TEMPLATE_TAG, useGradeGrid } from '../../../components/grade-grid/use-grade-grid';
import { GridSection, PenilaianScreen } from './penilaian-layout';
import { cellsOfGrid, TemplateButtons } from './template-buttons';

type Jenis = 'slm' | 'sas';
const JENIS_PARAM = 'jenis';

/** The SLM or SAS grid of one pembelajaran, with its template download and upload. */
function SumatifGrid({ jenis, pembelajaranId }: { jenis: Jenis; pembelajaranId: string }) {
  const { t } = useTranslation();
  const grid = useGradeGrid(jenis, pembelajaranId);
  const location = useLocation();
  const info = grid.grid?.pembelajaran;
  const label = info ? `${info.nama_mata_pelajaran} ${info.rombel}` : undefined;
  const noTp = jenis === 'slm' && grid.grid !== undefined && grid.grid.columns.length === 0;
  return (
    <GridSection
      title={
        info
          ? t('asesmenSumatif.gridTitle', {
              jenis: t(`asesmenSumatif.${jenis}`),
              mapel: info.nama_mata_pelajaran,
              rombel: info.rombel,
            })
          : t(`asesmenSumatif.${jenis}`)
      }
      hint={jenis === 'slm' ? t('asesmenSumatif.slmHint') : t('asesmenSumatif.sasHint')}
    >
      {noTp ? (
        <Alert color="yellow" variant="light" title={t('asesmenSumatif.noTp')}>
          <Button
            component={Link}
            // the add window opens for this class and subject, and closing it comes back here
            to={`/referensi/tujuan-pembelajaran?${new URLSearchParams({
              tambah: pembelajaranId,
              kembali: `${location.pathname}${location.search}`,
            }).toString()}`}
            size="xs"
            variant="light"
          >
            {t('asesmenSumatif.noTpAction')}
          </Button>
        </Alert>
      ) : (
        <GradeGridView
          grid={grid}
          toolbarExtra={
            <TemplateButtons
              kind={jenis}
              pembelajaranId={pembelajaranId}
              label={label}
              readOnly={grid.readOnly}
              onApply={(cells) => grid.setCells(cellsOfGrid(cells, jenis), { tag: TEMPLATE_TAG })}
            />
          }
        />
      )}
    </GridSection>
  );
}

/**
 * Asesmen Sumatif: choose Tingkat → Rombel → Mata Pelajaran and the kind of assessment, then type
 * or paste the class's scores per learning objective (SLM) or the end-of-semester test (SAS).
 */
export function AsesmenSumatifScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jenis: Jenis = params.get(JENIS_PARAM) === 'sas' ? 'sas' : 'slm';
  const setJenis = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(JENIS_PARAM, value);
        return next;
      },
      { replace: true },
    );
  // on a phone the two long names stand one above the other, both whole
  const narrow = useMediaQuery('(max-width: 36em)', undefined, {
    getInitialValueInEffect: false,
  });
  return (
    <PenilaianScreen
      beside={() => (
        <div>
          <Text size="sm" fw={500} mb={4} id="jenis-asesmen-label">
            {t('asesmenSumatif.jenis')}
          </Text>
          <SegmentedControl
            aria-labelledby="jenis-asesmen-label"
            value={jenis}
            onChange={setJenis}
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
            data={[
              { value: 'slm', label: t('asesmenSumatif.slm') },
              { value: 'sas', label: t('asesmenSumatif.sas') },
            ]}
          />
        </div>
      )}
    >
      {(pembelajaranId) => (
        <SumatifGrid
          key={`${jenis}:${pembelajaranId}`}
          jenis={jenis}
          pembelajaranId={pembelajaranId}
        />
      )}
    </PenilaianScreen>
  );
}
