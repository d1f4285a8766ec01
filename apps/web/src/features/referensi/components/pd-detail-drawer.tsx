import { useState } from 'react';
import { Alert, Button, Center, Divider, Drawer, Loader, Table, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Option } from '@erapor/shared/referensi/list.schemas';
import type { PdDetail } from '@erapor/shared/referensi/peserta-didik.schemas';
import { usePdDetail } from '../api/get-peserta-didik';
import { PdEditForm } from './pd-edit-form';
import { dash, tanggal, tempatTanggalLahir } from './person-format';

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={3}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%" fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function useSections(d: PdDetail): { title: string; rows: [string, string][] }[] {
  const { t } = useTranslation();
  return [
    {
      title: t('referensi.pd.identitas'),
      rows: [
        [t('referensi.gtk.nama'), d.nama],
        [t('referensi.pd.noInduk'), dash(d.no_induk)],
        [t('referensi.pd.nisn'), dash(d.nisn)],
        [t('referensi.gtk.nik'), dash(d.nik)],
        [t('referensi.gtk.jenisKelamin'), dash(d.jenis_kelamin)],
        [t('referensi.gtk.ttl'), tempatTanggalLahir(d.tempat_lahir, d.tanggal_lahir)],
        [t('referensi.gtk.agama'), dash(d.agama)],
        [t('referensi.pd.kelas'), d.kelas ?? t('referensi.pd.belumRombel')],
        [t('referensi.pd.alamat'), dash(d.alamat)],
        [t('referensi.pd.noHp'), dash(d.no_hp ?? d.no_telp)],
        [t('referensi.gtk.email'), dash(d.email)],
        [t('referensi.pd.sekolahAsal'), dash(d.sekolah_asal)],
        [t('referensi.pd.diterima'), tanggal(d.diterima)],
        [t('referensi.pd.diterimaKelas'), dash(d.diterima_kelas)],
        [t('referensi.pd.status'), d.status],
        [t('referensi.pd.anakKe'), dash(d.anak_ke)],
      ],
    },
    {
      title: t('referensi.pd.orangTua'),
      rows: [
        [t('referensi.pd.namaAyah'), dash(d.nama_ayah)],
        [t('referensi.pd.kerjaAyah'), dash(d.kerja_ayah)],
        [t('referensi.pd.namaIbu'), dash(d.nama_ibu)],
        [t('referensi.pd.kerjaIbu'), dash(d.kerja_ibu)],
        [t('referensi.pd.namaWali'), dash(d.nama_wali)],
        [t('referensi.pd.alamatWali'), dash(d.alamat_wali)],
        [t('referensi.pd.telpWali'), dash(d.telp_wali)],
        [t('referensi.pd.kerjaWali'), dash(d.kerja_wali)],
      ],
    },
  ];
}

function DetailBody({ detail, pekerjaan }: { detail: PdDetail; pekerjaan: Option[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const sections = useSections(detail);
  if (editing) {
    return <PdEditForm detail={detail} pekerjaan={pekerjaan} onDone={() => setEditing(false)} />;
  }
  return (
    <>
      {detail.can_edit ? (
        <Button
          mb="sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setEditing(true)}
        >
          {t('referensi.pd.editTitle')}
        </Button>
      ) : null}
      {sections.map((section) => (
        <div key={section.title}>
          <Divider my="sm" />
          <Title order={3} fz="h5" mb={4}>
            {section.title}
          </Title>
          <Rows rows={section.rows} />
        </div>
      ))}
    </>
  );
}

interface PdDetailDrawerProps {
  id: string | null;
  pekerjaan: Option[];
  onClose: () => void;
}

export function PdDetailDrawer({ id, pekerjaan, onClose }: PdDetailDrawerProps) {
  const { t } = useTranslation();
  const detail = usePdDetail(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('referensi.pd.detailTitle')}
    >
      {detail.isPending && id ? (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : null}
      {detail.isError ? <Alert color="red">{detail.error.message}</Alert> : null}
      {detail.data ? (
        <DetailBody key={detail.data.peserta_didik_id} detail={detail.data} pekerjaan={pekerjaan} />
      ) : null}
    </Drawer>
  );
}
