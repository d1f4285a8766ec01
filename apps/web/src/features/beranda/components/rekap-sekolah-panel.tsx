import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBar, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  BerandaSekolah,
  RekapGuru,
  RekapRombel,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { usePenilaianSekolah } from '../api/get-penilaian-sekolah';
import { useUbahKunci } from '../api/set-kunci-nilai';
import { ConfirmSwitchModal, type ConfirmRequest } from './confirm-switch-modal';
import { PenilaianState } from './penilaian-state';
import { ProgresBar } from './progres-bar';
import { FinalCells, RatioCell, SearchedTable } from './searched-table';
import { GuruDetailModal, RombelDetailModal } from './progres-detail-modal';
import { PenyesuaianSekolahTable } from './penyesuaian-sekolah-table';
import { RekapGuruTable } from './rekap-guru-table';
import { SectionCard } from './section-card';
import { StatusPenilaianCard } from './status-penilaian-card';

const number = (value: number) => value.toLocaleString('id-ID');

function Stat({
  label,
  value,
  progress,
}: {
  label: string;
  value: string;
  /** Shown as a bar under the value (stored of expected). */
  progress?: { done: number; total: number };
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={2}>
        {label}
      </Text>
      {progress ? (
        <ProgresBar
          done={progress.done}
          total={progress.total}
          label={label}
          text={t('berandaPenilaian.ratio', {
            done: number(progress.done),
            total: number(progress.total),
          })}
          miw={0}
        />
      ) : (
        <Text fz="xl" fw={700} lh={1.2}>
          {value}
        </Text>
      )}
    </Paper>
  );
}

function Totals({ data }: { data: BerandaSekolah }) {
  const { t } = useTranslation();
  const { total } = data;
  const ratio = (done: number, all: number) =>
    t('berandaPenilaian.ratio', { done: number(done), total: number(all) });
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      <Stat label={t('berandaPenilaian.statSiswa')} value={number(total.siswa)} />
      <Stat label={t('berandaPenilaian.statPembelajaran')} value={number(total.pembelajaran)} />
      <Stat
        label={t('berandaPenilaian.statDipetakan')}
        value={ratio(total.dipetakan, total.pembelajaran)}
        progress={{ done: total.dipetakan, total: total.pembelajaran }}
      />
      <Stat
        label={t('berandaPenilaian.statLengkap')}
        value={ratio(total.lengkap, total.pembelajaran)}
        progress={{ done: total.lengkap, total: total.pembelajaran }}
      />
      <Stat
        label={t('berandaPenilaian.ptsFull')}
        value={ratio(total.pts, total.nilai_akhir_target)}
        progress={{ done: total.pts, total: total.nilai_akhir_target }}
      />
      <Stat
        label={t('berandaPenilaian.statNilaiAkhir')}
        value={ratio(total.nilai_akhir, total.nilai_akhir_target)}
        progress={{ done: total.nilai_akhir, total: total.nilai_akhir_target }}
      />
      <Stat
        label={t('berandaPenilaian.statDeskripsi')}
        value={ratio(total.deskripsi, total.nilai_akhir_target)}
        progress={{ done: total.deskripsi, total: total.nilai_akhir_target }}
      />
    </SimpleGrid>
  );
}

function PerTingkat({ data }: { data: BerandaSekolah }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      {data.tingkat.map((tingkat) => (
        <Paper key={tingkat.tingkat} withBorder radius="md" p="sm">
          <Group justify="space-between" mb={4}>
            <Text fw={700}>{t('berandaPenilaian.tingkatLabel', { tingkat: tingkat.tingkat })}</Text>
            <Text size="xs" c="dimmed">
              {t('berandaPenilaian.tingkatRombel', {
                count: tingkat.rombel,
                locked: tingkat.terkunci,
              })}
            </Text>
          </Group>
          <Stack gap={6}>
            <ProgresBar
              done={tingkat.dipetakan}
              total={tingkat.pembelajaran}
              label={t('berandaPenilaian.dipetakan')}
              text={`${t('berandaPenilaian.dipetakan')} ${t('berandaPenilaian.ratio', { done: tingkat.dipetakan, total: tingkat.pembelajaran })}`}
            />
            <ProgresBar
              done={tingkat.nilai_akhir}
              total={tingkat.nilai_akhir_target}
              label={t('berandaPenilaian.nilaiAkhir')}
              text={`${t('berandaPenilaian.nilaiAkhir')} ${t('berandaPenilaian.ratio', { done: number(tingkat.nilai_akhir), total: number(tingkat.nilai_akhir_target) })}`}
            />
            <ProgresBar
              done={tingkat.deskripsi}
              total={tingkat.nilai_akhir_target}
              label={t('berandaPenilaian.deskripsi')}
              text={`${t('berandaPenilaian.deskripsi')} ${t('berandaPenilaian.ratio', { done: number(tingkat.deskripsi), total: number(tingkat.nilai_akhir_target) })}`}
            />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

const rombelTexts = (row: RekapRombel) => [row.nama, row.wali];

function PerRombel({
  rows,
  onDetail,
  onUnlock,
}: {
  rows: readonly RekapRombel[];
  onDetail: (row: RekapRombel) => void;
  /** The administrator opens a class its wali locked. */
  onUnlock?: ((row: RekapRombel) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SearchedTable
      rows={rows}
      textsOf={rombelTexts}
      searchLabel={t('berandaPenilaian.searchRombel')}
      label={t('berandaPenilaian.rombelTableLabel')}
      minWidth={900}
      emptyText={t('berandaPenilaian.noRombel')}
      head={[
        <Table.Th key="rombel">{t('berandaPenilaian.rombel')}</Table.Th>,
        <Table.Th key="wali">{t('berandaPenilaian.wali')}</Table.Th>,
        <Table.Th key="siswa" ta="right">
          {t('berandaPenilaian.siswa')}
        </Table.Th>,
        <Table.Th key="pembelajaran" ta="right">
          {t('berandaPenilaian.pembelajaran')}
        </Table.Th>,
        <Table.Th key="dipetakan">{t('berandaPenilaian.dipetakan')}</Table.Th>,
        <Table.Th key="nilai-akhir">{t('berandaPenilaian.nilaiAkhir')}</Table.Th>,
        <Table.Th key="deskripsi">{t('berandaPenilaian.deskripsi')}</Table.Th>,
        <Table.Th key="kunci">{t('berandaPenilaian.kunci')}</Table.Th>,
        <Table.Th key="aksi" />,
      ]}
      renderRow={(row) => (
        <Table.Tr key={row.rombongan_belajar_id}>
          <Table.Td>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {row.nama}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{row.wali ?? '—'}</Text>
          </Table.Td>
          <Table.Td ta="right">{row.siswa}</Table.Td>
          <Table.Td ta="right">{row.pembelajaran}</Table.Td>
          <RatioCell
            done={row.dipetakan}
            total={row.pembelajaran}
            label={t('berandaPenilaian.dipetakan')}
            miw={70}
          />
          <FinalCells rekap={row} />
          <Table.Td>
            {row.kunci_nilai ? (
              <Stack gap={4} align="flex-start">
                <Badge
                  size="sm"
                  color="red"
                  variant="light"
                  leftSection={<IconLock size={12} aria-hidden />}
                >
                  {t('berandaPenilaian.locked')}
                </Badge>
                {onUnlock ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    leftSection={<IconLockOpen size={12} aria-hidden />}
                    aria-label={t('berandaPenilaian.bukaKunciOf', { rombel: row.nama })}
                    onClick={() => onUnlock(row)}
                  >
                    {t('berandaPenilaian.bukaKunci')}
                  </Button>
                ) : null}
              </Stack>
            ) : null}
          </Table.Td>
          <Table.Td>
            <Button
              size="compact-xs"
              variant="light"
              aria-label={t('berandaPenilaian.detailOf', { rombel: row.nama })}
              onClick={() => onDetail(row)}
            >
              {t('berandaPenilaian.detail')}
            </Button>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

/** School-wide grading counts for the administrator (with the grading switch) and the Waka. */
export function RekapSekolahPanel({ canSwitch }: { canSwitch: boolean }) {
  const { t } = useTranslation();
  const query = usePenilaianSekolah();
  const [detail, setDetail] = useState<RekapRombel | null>(null);
  const [guru, setGuru] = useState<RekapGuru | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const ubahKunci = useUbahKunci();
  const unlock = (row: RekapRombel) =>
    setConfirm({
      title: t('berandaPenilaian.bukaConfirmTitle', { rombel: row.nama }),
      message: t('berandaPenilaian.bukaAdminMessage', { wali: row.wali ?? '—' }),
      confirmLabel: t('berandaPenilaian.bukaConfirm'),
      color: 'blue',
      needsReason: true,
      onConfirm: (alasan) => ubahKunci(row.rombongan_belajar_id, false, alasan),
    });
  return (
    <SectionCard
      icon={<IconChartBar size={20} aria-hidden />}
      title={t('berandaPenilaian.sekolahTitle')}
      hint={t('berandaPenilaian.sekolahHint')}
    >
      <PenilaianState query={query}>
        {(data) => (
          <Stack gap="lg">
            <StatusPenilaianCard
              dibuka={data.dibuka}
              canSwitch={canSwitch}
              log={data.status_log}
              batas={data.batas}
              batasLewat={data.batas_lewat}
              batasPts={data.batas_pts}
              batasPtsLewat={data.batas_pts_lewat}
              zona={data.zona}
            />
            <Totals data={data} />
            <div>
              <Title order={3} fz="h5" mb="xs">
                {t('berandaPenilaian.perTingkat')}
              </Title>
              <PerTingkat data={data} />
            </div>
            <div>
              <Title order={3} fz="h5" mb="xs">
                {t('berandaPenilaian.perRombel')}
              </Title>
              <PerRombel
                rows={data.rombel}
                onDetail={setDetail}
                onUnlock={canSwitch ? unlock : undefined}
              />
            </div>
            <div>
              <Title order={3} fz="h5" mb="xs">
                {t('berandaPenilaian.perGuru')}
              </Title>
              <RekapGuruTable
                rows={data.guru}
                onDetail={setGuru}
                batas={data.batas}
                batasPts={data.batas_pts_lewat ? null : data.batas_pts}
                zona={data.zona}
              />
            </div>
            <div>
              <Title order={3} fz="h5">
                {t('berandaPenilaian.penyesuaian.title')}
              </Title>
              <Text size="sm" c="dimmed" mb="xs">
                {t('berandaPenilaian.penyesuaian.hint')}
              </Text>
              <PenyesuaianSekolahTable />
            </div>
          </Stack>
        )}
      </PenilaianState>
      <ConfirmSwitchModal request={confirm} onClose={() => setConfirm(null)} />
      <RombelDetailModal rombel={detail} onClose={() => setDetail(null)} />
      <GuruDetailModal guru={guru} onClose={() => setGuru(null)} />
    </SectionCard>
  );
}
