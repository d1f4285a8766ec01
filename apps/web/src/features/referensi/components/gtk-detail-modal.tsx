import { Alert, Center, Loader, Modal, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGtkDetail } from '../api/get-gtk';
import { dash, tempatTanggalLahir } from './person-format';

export function GtkDetailModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useGtkDetail(id);
  const data = detail.data;
  const rows: [string, string][] = data
    ? [
        [t('referensi.gtk.nama'), data.nama_lengkap],
        [t('referensi.gtk.nuptk'), dash(data.nuptk)],
        [t('referensi.gtk.nip'), dash(data.nip)],
        [t('referensi.gtk.nik'), dash(data.nik)],
        [t('referensi.gtk.jenisKelamin'), dash(data.jenis_kelamin)],
        [t('referensi.gtk.ttl'), tempatTanggalLahir(data.tempat_lahir, data.tanggal_lahir)],
        [t('referensi.gtk.agama'), dash(data.agama)],
        [t('referensi.gtk.jenisPtk'), dash(data.jenis_ptk)],
        [t('referensi.gtk.email'), dash(data.email)],
        [t('referensi.gtk.noHp'), dash(data.no_hp)],
        [t('referensi.gtk.sumber'), data.is_dapodik ? 'Dapodik' : 'e-Rapor'],
        ...(data.dudi !== null ? [[t('referensi.gtk.dudi'), data.dudi] as [string, string]] : []),
      ]
    : [];
  return (
    <Modal opened={id !== null} onClose={onClose} title={t('referensi.gtk.detailTitle')} size="lg">
      {detail.isPending && id ? (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : null}
      {detail.isError ? <Alert color="red">{detail.error.message}</Alert> : null}
      {data ? (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="35%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Modal>
  );
}
