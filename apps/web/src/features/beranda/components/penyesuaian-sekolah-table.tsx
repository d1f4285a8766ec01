import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconChecks, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PenyesuaianSekolah } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSession } from '../../../lib/storage';
import { notify } from '../../../lib/toast';
import { ConfirmModal } from '../../referensi/components/confirm-modal';
import { usePenyesuaianSekolah } from '../api/get-penyesuaian-sekolah';
import { setujuiPenyesuaian } from '../api/setujui-penyesuaian';
import { BatalKeputusanModal, TolakModal, useKirimKeputusan } from './keputusan-modals';
import { downloadFile } from '../../referensi/api/download-file';
import { PenilaianState } from './penilaian-state';
import { KeputusanCell, penyesuaianTexts, SiswaNilaiAlasan, WaktuOleh } from './penyesuaian-parts';
import { SearchedTable } from './searched-table';

/** Which of the list the table shows. */
type Tampil = 'semua' | 'belum' | 'ditolak';
const TAMPIL: Record<Tampil, (row: PenyesuaianSekolah) => boolean> = {
  semua: () => true,
  // waiting for the Waka's decision
  belum: (row) => row.persetujuan === null,
  // refused and not changed again: what the Waka follows up with the teacher
  ditolak: (row) => row.persetujuan?.keputusan === 'tolak' && !row.diubah_lagi,
};

/**
 * For the administrator and the Waka: every TP score, SAS part and final of the semester that a
 * teacher set after a remedial test or adjusted, with who, when, from what to what, the reason
 * given, and the Waka Kurikulum's decision. The Waka approves one, or all those the search shows,
 * or refuses one with a note to the teacher; never his own. He can show only those waiting for
 * him, or only the refusals the teacher has not acted on.
 */
export function PenyesuaianSekolahTable() {
  const { t } = useTranslation();
  const query = usePenyesuaianSekolah();
  const { userData } = useSession();
  const isWaka = userData?.roles.includes('waka') ?? false;
  const [busy, setBusy] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<number[] | null>(null);
  const [tampil, setTampil] = useState<Tampil>('semua');
  const [menolak, setMenolak] = useState<PenyesuaianSekolah | null>(null);
  const [membatalkan, setMembatalkan] = useState<PenyesuaianSekolah | null>(null);
  /** The Waka decides, or takes back his decision on, every change but his own. */
  const canDecide = (row: PenyesuaianSekolah) => isWaka && row.oleh_id !== userData?.user_id;
  const canApprove = (row: PenyesuaianSekolah) => canDecide(row) && row.persetujuan === null;

  const kirim = useKirimKeputusan();
  const approve = (ids: readonly number[]) =>
    kirim(
      () => setujuiPenyesuaian(ids),
      (data) => t('berandaPenilaian.penyesuaian.tersetujui', { count: data.disetujui }),
    );
  const [downloading, setDownloading] = useState(false);
  const unduh = async () => {
    setDownloading(true);
    const result = await downloadFile(
      'beranda/penyesuaian-nilai.xlsx',
      'remedial-dan-penyesuaian.xlsx',
    );
    setDownloading(false);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
  };
  const approveOne = async (id: number) => {
    setBusy(id);
    await approve([id]);
    setBusy(null);
  };

  return (
    <PenilaianState query={query}>
      {(daftar) => (
        <>
          <SearchedTable
            rows={daftar.rows.filter(TAMPIL[tampil])}
            textsOf={(row) => penyesuaianTexts(row, t)}
            searchLabel={t('berandaPenilaian.penyesuaian.search')}
            label={t('berandaPenilaian.penyesuaian.tableLabel')}
            minWidth={980}
            emptyText={
              tampil === 'belum'
                ? t('berandaPenilaian.penyesuaian.semuaDisetujui')
                : tampil === 'ditolak'
                  ? t('berandaPenilaian.penyesuaian.semuaDitindaklanjuti')
                  : t('berandaPenilaian.penyesuaian.empty')
            }
            above={(shown) => {
              const open = shown.filter(canApprove).map((row) => row.id);
              return daftar.total === 0 ? null : (
                <Group justify="space-between" gap="xs">
                  <Stack gap={2}>
                    <Text
                      size="sm"
                      c={daftar.belum > 0 ? undefined : 'dimmed'}
                      data-testid="penyesuaian-ringkasan"
                    >
                      {t('berandaPenilaian.penyesuaian.ringkasan', {
                        belum: daftar.belum,
                        jumlah: daftar.total,
                      })}
                    </Text>
                    {daftar.ditolak > 0 ? (
                      <Text size="sm" c="red.8" data-testid="penyesuaian-ringkasan-ditolak">
                        {t('berandaPenilaian.penyesuaian.ringkasanDitolak', {
                          count: daftar.ditolak,
                        })}
                      </Text>
                    ) : null}
                    {daftar.total > daftar.rows.length ? (
                      <Text size="xs" c="dimmed">
                        {t('berandaPenilaian.penyesuaian.terbatas', {
                          count: daftar.rows.length,
                          total: daftar.total,
                        })}
                      </Text>
                    ) : null}
                    <SegmentedControl
                      size="xs"
                      mt={4}
                      aria-label={t('berandaPenilaian.penyesuaian.tampilLabel')}
                      value={tampil}
                      onChange={setTampil}
                      data={[
                        { value: 'semua', label: t('berandaPenilaian.penyesuaian.tampilSemua') },
                        {
                          value: 'belum',
                          label: t('berandaPenilaian.penyesuaian.tampilBelum', {
                            count: daftar.belum,
                          }),
                        },
                        {
                          value: 'ditolak',
                          label: t('berandaPenilaian.penyesuaian.tampilDitolak', {
                            count: daftar.ditolak,
                          }),
                        },
                      ]}
                    />
                  </Stack>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconDownload size={16} aria-hidden />}
                      loading={downloading}
                      onClick={() => void unduh()}
                    >
                      {t('berandaPenilaian.penyesuaian.unduh')}
                    </Button>
                    {isWaka ? (
                      <Button
                        size="xs"
                        leftSection={<IconChecks size={16} aria-hidden />}
                        disabled={open.length === 0}
                        onClick={() => setConfirm(open)}
                      >
                        {t('berandaPenilaian.penyesuaian.setujuiSemua', { count: open.length })}
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              );
            }}
            head={[
              <Table.Th key="waktu">{t('berandaPenilaian.penyesuaian.waktuOleh')}</Table.Th>,
              <Table.Th key="rombel">{t('berandaPenilaian.rombel')}</Table.Th>,
              <Table.Th key="mapel">{t('berandaPenilaian.penyesuaian.mapel')}</Table.Th>,
              <Table.Th key="siswa">{t('berandaPenilaian.penyesuaian.siswa')}</Table.Th>,
              <Table.Th key="nilai">{t('berandaPenilaian.penyesuaian.nilai')}</Table.Th>,
              <Table.Th key="alasan">{t('berandaPenilaian.penyesuaian.alasan')}</Table.Th>,
              <Table.Th key="persetujuan">
                {t('berandaPenilaian.penyesuaian.persetujuan')}
              </Table.Th>,
            ]}
            renderRow={(row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <WaktuOleh row={row} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.rombel}</Table.Td>
                <Table.Td>{row.nama_mata_pelajaran}</Table.Td>
                <SiswaNilaiAlasan row={row} />
                <Table.Td data-testid="penyesuaian-persetujuan">
                  {row.persetujuan !== null ? (
                    <Stack gap={4} align="flex-start">
                      <KeputusanCell persetujuan={row.persetujuan} diubahLagi={row.diubah_lagi} />
                      {canDecide(row) ? (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="gray"
                          aria-label={t('berandaPenilaian.penyesuaian.batalAria', {
                            nama: row.nama,
                            mapel: row.nama_mata_pelajaran,
                          })}
                          onClick={() => setMembatalkan(row)}
                        >
                          {t('berandaPenilaian.penyesuaian.batal')}
                        </Button>
                      ) : null}
                    </Stack>
                  ) : canDecide(row) ? (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        loading={busy === row.id}
                        aria-label={t('berandaPenilaian.penyesuaian.setujuiAria', {
                          nama: row.nama,
                          mapel: row.nama_mata_pelajaran,
                        })}
                        onClick={() => void approveOne(row.id)}
                      >
                        {t('berandaPenilaian.penyesuaian.setujui')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={t('berandaPenilaian.penyesuaian.tolakAria', {
                          nama: row.nama,
                          mapel: row.nama_mata_pelajaran,
                        })}
                        onClick={() => setMenolak(row)}
                      >
                        {t('berandaPenilaian.penyesuaian.tolak')}
                      </Button>
                    </Group>
                  ) : (
                    <Stack gap={2} align="flex-start">
                      <Badge size="sm" variant="light" color="gray">
                        {t('berandaPenilaian.penyesuaian.belum')}
                      </Badge>
                      {isWaka ? (
                        <Text size="xs" c="dimmed">
                          {t('berandaPenilaian.penyesuaian.milikSendiri')}
                        </Text>
                      ) : null}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            )}
          />
          <ConfirmModal
            opened={confirm !== null}
            title={t('berandaPenilaian.penyesuaian.confirmTitle')}
            message={t('berandaPenilaian.penyesuaian.confirmMessage', {
              count: confirm?.length ?? 0,
            })}
            confirmLabel={t('berandaPenilaian.penyesuaian.setujui')}
            color="primary"
            onCancel={() => setConfirm(null)}
            onConfirm={async () => {
              await approve(confirm ?? []);
              setConfirm(null);
            }}
          />
          <TolakModal row={menolak} onClose={() => setMenolak(null)} />
          <BatalKeputusanModal row={membatalkan} onClose={() => setMembatalkan(null)} />
        </>
      )}
    </PenilaianState>
  );
}
