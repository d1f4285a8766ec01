import { useState } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  BerandaSekolah,
  RekapGuru,
  RekapRombel,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { usePenilaianSekolah } from '../api/get-penilaian-sekolah';
import { useUbahKunci } from '../api/set-kunci-nilai';
import { ConfirmSwitchModal, type ConfirmRequest } from './confirm-switch-modal';
import { KunciLogKelasModal } from './kunci-log';
import { PenilaianState } from './penilaian-state';
import { ProgresBar } from './progres-bar';
import { GuruDetailModal, RombelDetailModal } from './progres-detail-modal';
import { PenyesuaianSekolahTable } from './penyesuaian-sekolah-table';
import { RekapGuruTable } from './rekap-guru-table';
import { RekapRombelTable, type RombelKunciActions } from './rekap-rombel-table';
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

/** School-wide grading counts for the administrator (with the grading switch) and the Waka. */
export function RekapSekolahPanel({ canSwitch }: { canSwitch: boolean }) {
  const { t } = useTranslation();
  const query = usePenilaianSekolah();
  const [detail, setDetail] = useState<RekapRombel | null>(null);
  const [guru, setGuru] = useState<RekapGuru | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [riwayat, setRiwayat] = useState<RekapRombel | null>(null);
  const ubahKunci = useUbahKunci();
  // The administrator locks and opens any class of the school, as its wali does (decision 0021):
  // locking asks for no reason, opening does, and the class's whole lock log is a click away.
  const kunci: RombelKunciActions = {
    onLock: (row) =>
      setConfirm({
        title: t('berandaPenilaian.kunciConfirmTitle', { rombel: row.nama }),
        message: [
          row.wali === null
            ? t('berandaPenilaian.kunciAdminTanpaWali')
            : t('berandaPenilaian.kunciAdminMessage', { wali: row.wali }),
          // a regular class's students take their electives in elective classes, locked apart
          ...(row.jenis_rombel === 1 ? [t('berandaPenilaian.kunciConfirmPilihan')] : []),
        ].join(' '),
        confirmLabel: t('berandaPenilaian.kunciConfirm'),
        color: 'red',
        onConfirm: () => ubahKunci(row.rombongan_belajar_id, true),
      }),
    onUnlock: (row) =>
      setConfirm({
        title: t('berandaPenilaian.bukaConfirmTitle', { rombel: row.nama }),
        message: t('berandaPenilaian.bukaAdminMessage', { wali: row.wali ?? '—' }),
        confirmLabel: t('berandaPenilaian.bukaConfirm'),
        color: 'blue',
        needsReason: true,
        onConfirm: (alasan) => ubahKunci(row.rombongan_belajar_id, false, alasan),
      }),
    onRiwayat: setRiwayat,
  };
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
              <RekapRombelTable
                rows={data.rombel}
                onDetail={setDetail}
                kunci={canSwitch ? kunci : null}
              />
              <KunciLogKelasModal
                rombel={riwayat}
                onClose={() => setRiwayat(null)}
                zona={data.zona}
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
