import { useState } from 'react';
import { Button, Group, Modal, Popover, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBatas, formatWaktuSekolah } from '@erapor/shared/penilaian/batas-penilaian';
import { KUNCI_LOG_SHOWN, type KunciLog } from '@erapor/shared/penilaian/penilaian.schemas';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import { useKunciLog } from '../api/get-kunci-log';
import { PenilaianState } from './penilaian-state';
import { HalamanPagination } from './halaman-pagination';

function useDescribe(scope: 'kelas' | 'sekolah', zona: ZonaWaktu) {
  const { t, i18n } = useTranslation();
  return (entry: KunciLog) => {
    const values = {
      oleh: entry.oleh ?? t('berandaPenilaian.logSistem'),
      waktu: formatWaktuSekolah(entry.waktu, zona, i18n.language),
    };
    if (entry.otomatis) {
      return entry.jenis === 'pts'
        ? t('berandaPenilaian.logTutupPtsOtomatis', values)
        : t('berandaPenilaian.logTutupOtomatis', values);
    }
    if (entry.batas && entry.jenis === 'pts') {
      const batas = formatBatas(entry.batas, zona, i18n.language);
      return entry.kunci
        ? t('berandaPenilaian.logBatasPtsSet', { ...values, batas })
        : t('berandaPenilaian.logBatasPtsCleared', { ...values, batas });
    }
    if (entry.batas) {
      const batas = formatBatas(entry.batas, zona, i18n.language);
      return entry.kunci
        ? t('berandaPenilaian.logBatasSet', { ...values, batas })
        : t('berandaPenilaian.logBatasCleared', { ...values, batas });
    }
    if (!entry.kunci) return t('berandaPenilaian.logBuka', values);
    return scope === 'sekolah'
      ? t('berandaPenilaian.logTutupSekolah', values)
      : t('berandaPenilaian.logKunci', values);
  };
}

/** The entries of a log, newest first, each with its reason. */
function KunciLogList({
  log,
  describe,
  label,
}: {
  log: readonly KunciLog[];
  describe: (entry: KunciLog) => string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} role="list" aria-label={label}>
      {log.map((entry, index) => (
        <div role="listitem" key={`${entry.waktu}-${index}`}>
          <Text size="xs">{describe(entry)}</Text>
          {entry.alasan ? (
            <Text size="xs" c="dimmed">
              {t('berandaPenilaian.logAlasan', { alasan: entry.alasan })}
            </Text>
          ) : null}
        </div>
      ))}
    </Stack>
  );
}

/**
 * The whole log in a window, a page at a time, read from the server when opened: the home page
 * carries only the latest entries, and a reason for opening grades again stays readable here.
 */
function KunciLogModal({
  opened,
  onClose,
  rombonganBelajarId,
  describe,
  title: named = null,
}: {
  opened: boolean;
  onClose: () => void;
  rombonganBelajarId: string | null;
  describe: (entry: KunciLog) => string;
  /** Names the class when the window opens from a list of classes. */
  title?: string | null;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useKunciLog(rombonganBelajarId, page, opened);
  const title = named ?? t('berandaPenilaian.logSemuaTitle');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      title={title}
      size="lg"
    >
      <PenilaianState query={query}>
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" data-testid="kunci-log-total">
              {t('berandaPenilaian.logTotal', { count: data.total })}
            </Text>
            {data.data.length > 0 ? (
              <KunciLogList log={data.data} describe={describe} label={title} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('berandaPenilaian.logKosong')}
              </Text>
            )}
            {data.total > data.per_page ? (
              <Group justify="flex-end">
                <HalamanPagination
                  total={Math.ceil(data.total / data.per_page)}
                  value={page}
                  onChange={setPage}
                />
              </Group>
            ) : null}
          </Stack>
        )}
      </PenilaianState>
    </Modal>
  );
}

/**
 * Who last locked or opened (a class, or grading school-wide, or set its deadline), when and why;
 * the earlier events open in a popover. Times and deadlines are on the school's clock (`zona`).
 * `log` is the latest of them (at most KUNCI_LOG_SHOWN logged, so a full one may have more): its
 * count is then not called a total, and the whole log opens from the popover, a class's
 * (`rombonganBelajarId`) or the school's.
 */
export function KunciLogLine({
  log,
  scope,
  align = 'right',
  zona = 'Asia/Jakarta',
  rombonganBelajarId,
}: {
  log: readonly KunciLog[];
  scope: 'kelas' | 'sekolah';
  align?: 'left' | 'right';
  zona?: ZonaWaktu;
  rombonganBelajarId?: string;
}) {
  const { t } = useTranslation();
  const describe = useDescribe(scope, zona);
  const [popover, setPopover] = useState(false);
  const [semua, setSemua] = useState(false);
  const latest = log[0];
  if (!latest) return null;
  const source = scope === 'sekolah' ? null : rombonganBelajarId;
  // As many as the home page carries: there may be more, so the count is of the latest only and
  // the whole log opens from here. Fewer: this is the whole log, and its count a total.
  const latestOnly = log.length >= KUNCI_LOG_SHOWN;
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
      <Text size="xs" c="dimmed" ta={align} data-testid="kunci-log-latest">
        {describe(latest)}
        {latest.alasan ? ` — ${t('berandaPenilaian.logAlasan', { alasan: latest.alasan })}` : ''}
      </Text>
      {log.length > 1 ? (
        <Popover
          width={340}
          position="bottom-end"
          withArrow
          shadow="md"
          opened={popover}
          onChange={setPopover}
        >
          <Popover.Target>
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconHistory size={12} aria-hidden />}
              onClick={() => setPopover((open) => !open)}
            >
              {latestOnly
                ? t('berandaPenilaian.logTerbaru', { count: log.length })
                : `${t('berandaPenilaian.logTitle')} (${log.length})`}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <KunciLogList log={log} describe={describe} label={t('berandaPenilaian.logTitle')} />
            {latestOnly && source !== undefined ? (
              <Group justify="flex-end" mt="xs">
                <Button
                  variant="light"
                  size="compact-xs"
                  onClick={() => {
                    setPopover(false);
                    setSemua(true);
                  }}
                >
                  {t('berandaPenilaian.logLihatSemua')}
                </Button>
              </Group>
            ) : null}
          </Popover.Dropdown>
        </Popover>
      ) : null}
      {source !== undefined ? (
        <KunciLogModal
          opened={semua}
          onClose={() => setSemua(false)}
          rombonganBelajarId={source}
          describe={describe}
        />
      ) : null}
    </Stack>
  );
}

/**
 * A class's whole log opened from the school summary, where the administrator, who may lock and
 * open any class of the school, sees no line of the class's latest entries (`rombel` null: closed).
 */
export function KunciLogKelasModal({
  rombel,
  onClose,
  zona,
}: {
  rombel: { rombongan_belajar_id: string; nama: string } | null;
  onClose: () => void;
  zona: ZonaWaktu;
}) {
  const { t } = useTranslation();
  const describe = useDescribe('kelas', zona);
  return (
    <KunciLogModal
      opened={rombel !== null}
      onClose={onClose}
      rombonganBelajarId={rombel?.rombongan_belajar_id ?? null}
      describe={describe}
      title={rombel ? t('berandaPenilaian.logSemuaTitleOf', { rombel: rombel.nama }) : null}
    />
  );
}
