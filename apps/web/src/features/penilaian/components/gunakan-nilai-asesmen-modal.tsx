import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NilaiAsesmenSiswa } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { KurangText } from './kurang-text';

export interface GunakanNilaiAsesmenModalProps {
  opened: boolean;
  rows: readonly NilaiAsesmenSiswa[];
  onCancel: () => void;
  /** Called with the incomplete students the teacher accepts; resolves when the save is done. */
  onConfirm: (terimaBelumLengkap: string[]) => Promise<void>;
}

/**
 * Asks before writing the computed grades as finals. Complete grades go; an incomplete one
 * ("belum lengkap", computed only from what exists) goes only when the teacher ticks it.
 */
export function GunakanNilaiAsesmenModal(props: GunakanNilaiAsesmenModalProps) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  // a final set by a remedial or an adjustment is kept (the server skips it too)
  const tetap = props.rows.filter((row) => row.penyesuaian !== null && row.nilai_asesmen !== null);
  const dihitung = props.rows.filter((row) => row.penyesuaian === null);
  const lengkap = dihitung.filter((row) => row.nilai_asesmen !== null && row.lengkap);
  const belumLengkap = dihitung.filter((row) => row.nilai_asesmen !== null && !row.lengkap);
  const tanpaNilai = props.rows.filter((row) => row.nilai_asesmen === null);
  const willWrite = [
    ...lengkap,
    ...belumLengkap.filter((row) => accepted.has(row.anggota_rombel_id)),
  ];
  const replaced = willWrite.filter(
    (row) => row.nilai_akhir.value !== null && row.nilai_akhir.value !== row.nilai_asesmen,
  ).length;
  const allAccepted = belumLengkap.length > 0 && accepted.size === belumLengkap.length;

  const toggle = (id: string, on: boolean) =>
    setAccepted((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={t('penilaian.nilaiAkhir.gunakanTitle')}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t('penilaian.nilaiAkhir.gunakanLengkap', { count: lengkap.length })}</Text>
        {belumLengkap.length > 0 && (
          <Stack gap={6}>
            <Text size="sm">
              {t('penilaian.nilaiAkhir.gunakanBelumLengkap', { count: belumLengkap.length })}
            </Text>
            <Checkbox
              label={t('penilaian.nilaiAkhir.terimaSemua')}
              checked={allAccepted}
              indeterminate={accepted.size > 0 && !allAccepted}
              onChange={(event) =>
                setAccepted(
                  event.currentTarget.checked
                    ? new Set(belumLengkap.map((row) => row.anggota_rombel_id))
                    : new Set(),
                )
              }
            />
            {/* the scrollbar beside the lines, not over their ends */}
            <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars="y">
              <Stack gap={6} pl="md">
                {belumLengkap.map((row) => (
                  <Checkbox
                    key={row.anggota_rombel_id}
                    checked={accepted.has(row.anggota_rombel_id)}
                    onChange={(event) => toggle(row.anggota_rombel_id, event.currentTarget.checked)}
                    label={
                      // On a phone the line is narrow: the name and what is missing wrap, the
                      // grade the teacher is accepting is always shown whole.
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {row.nama}
                        </Text>
                        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                          {row.nilai_asesmen}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          <KurangText kurang={row.kurang} />
                        </Text>
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Stack>
        )}
        {tanpaNilai.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('penilaian.nilaiAkhir.gunakanTanpaNilai', { count: tanpaNilai.length })}
          </Text>
        )}
        {tetap.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('penilaian.nilaiAkhir.gunakanTetap', { count: tetap.length })}
          </Text>
        )}
        {replaced > 0 && (
          <Alert color="yellow" variant="light">
            {t('penilaian.nilaiAkhir.gunakanMengganti', { count: replaced })}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={props.onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={busy}
            disabled={willWrite.length === 0}
            onClick={() => {
              setBusy(true);
              void props.onConfirm([...accepted]).finally(() => setBusy(false));
            }}
          >
            {t('penilaian.nilaiAkhir.gunakanConfirm', { count: willWrite.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
