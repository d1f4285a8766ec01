import { useState } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  KelasWali,
  PembelajaranProgres,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import { useKelasWali } from '../api/get-kelas-wali';
import { useUbahKunci } from '../api/set-kunci-nilai';
import { BatasPtsNotice, StatusPenilaianNotice } from '../../../components/status-penilaian-notice';
import { ConfirmSwitchModal, type ConfirmRequest } from './confirm-switch-modal';
import { KunciLogLine } from './kunci-log';
import { LihatNilaiModal } from './lihat-nilai';
import { PenilaianState } from './penilaian-state';
import { ProgresTable } from './progres-table';
import { SectionCard } from './section-card';

/** The wali's switch: locking stops every teacher from changing the class's grades. */
function KunciSwitch({
  kelas,
  zona,
  onAsk,
}: {
  kelas: KelasWali;
  /** The school's time zone, for the lock log's times. */
  zona: ZonaWaktu;
  onAsk: (request: ConfirmRequest) => void;
}) {
  const { t } = useTranslation();
  const target = !kelas.kunci_nilai;
  const rombel = kelas.nama;
  const ubahKunci = useUbahKunci();
  const change = (alasan?: string) => ubahKunci(kelas.rombongan_belajar_id, target, alasan);
  return (
    <Stack gap={4} align="flex-end" maw={360}>
      <Switch
        size="md"
        color="red"
        checked={kelas.kunci_nilai}
        label={t('berandaPenilaian.kunciSwitch')}
        labelPosition="left"
        thumbIcon={
          kelas.kunci_nilai ? (
            <IconLock size={12} aria-hidden />
          ) : (
            <IconLockOpen size={12} aria-hidden />
          )
        }
        onChange={() =>
          onAsk(
            target
              ? {
                  title: t('berandaPenilaian.kunciConfirmTitle', { rombel }),
                  // a regular class's students may take electives in an elective class,
                  // whose own wali locks them
                  message:
                    kelas.jenis_rombel === 1
                      ? `${t('berandaPenilaian.kunciConfirmMessage')} ${t('berandaPenilaian.kunciConfirmPilihan')}`
                      : t('berandaPenilaian.kunciConfirmMessage'),
                  confirmLabel: t('berandaPenilaian.kunciConfirm'),
                  color: 'red',
                  onConfirm: change,
                }
              : {
                  title: t('berandaPenilaian.bukaConfirmTitle', { rombel }),
                  message: t('berandaPenilaian.bukaConfirmMessage'),
                  confirmLabel: t('berandaPenilaian.bukaConfirm'),
                  color: 'blue',
                  needsReason: true,
                  onConfirm: change,
                },
          )
        }
      />
      <Text size="xs" c={kelas.kunci_nilai ? 'red.7' : 'dimmed'} ta="right">
        {kelas.kunci_nilai
          ? // a regular class's lock does not reach its students' electives (decision 0021)
            kelas.jenis_rombel === 1
            ? `${t('berandaPenilaian.kunciOn')} ${t('berandaPenilaian.kunciOnPilihan')}`
            : t('berandaPenilaian.kunciOn')
          : t('berandaPenilaian.kunciOff')}
      </Text>
      <KunciLogLine
        log={kelas.kunci_log}
        scope="kelas"
        zona={zona}
        rombonganBelajarId={kelas.rombongan_belajar_id}
      />
    </Stack>
  );
}

/** The wali's class(es): progress of every subject and the grade lock. */
export function KelasWaliPanel() {
  const { t } = useTranslation();
  const query = useKelasWali();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [lihat, setLihat] = useState<PembelajaranProgres | null>(null);
  return (
    <>
      <PenilaianState query={query}>
        {(data) =>
          data.kelas.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('berandaPenilaian.waliEmpty')}
            </Text>
          ) : (
            <Stack gap="md">
              {data.kelas.map((kelas) => (
                <SectionCard
                  key={kelas.rombongan_belajar_id}
                  icon={<IconUsersGroup size={20} aria-hidden />}
                  title={t('berandaPenilaian.waliTitle', { rombel: kelas.nama })}
                  hint={t('berandaPenilaian.waliHint')}
                  aside={<KunciSwitch kelas={kelas} zona={data.zona} onAsk={setConfirm} />}
                >
                  <StatusPenilaianNotice status={data} />
                  <BatasPtsNotice status={data} />
                  {kelas.pembelajaran.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('berandaPenilaian.waliNoSubjects')}
                    </Text>
                  ) : (
                    <ProgresTable
                      rows={kelas.pembelajaran}
                      variant="kelas"
                      label={t('berandaPenilaian.waliTableLabel', { rombel: kelas.nama })}
                      onLihat={setLihat}
                    />
                  )}
                </SectionCard>
              ))}
            </Stack>
          )
        }
      </PenilaianState>
      <ConfirmSwitchModal request={confirm} onClose={() => setConfirm(null)} />
      <LihatNilaiModal row={lihat} onClose={() => setLihat(null)} />
    </>
  );
}
