import { Button, Popover, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBatas, formatWaktuSekolah } from '@erapor/shared/penilaian/batas-penilaian';
import type { KunciLog } from '@erapor/shared/penilaian/penilaian.schemas';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';

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

/**
 * Who last locked or opened (a class, or grading school-wide, or set its deadline), when and why;
 * the earlier events open in a popover. Times and deadlines are on the school's clock (`zona`).
 */
export function KunciLogLine({
  log,
  scope,
  align = 'right',
  zona = 'Asia/Jakarta',
}: {
  log: readonly KunciLog[];
  scope: 'kelas' | 'sekolah';
  align?: 'left' | 'right';
  zona?: ZonaWaktu;
}) {
  const { t } = useTranslation();
  const describe = useDescribe(scope, zona);
  const latest = log[0];
  if (!latest) return null;
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
      <Text size="xs" c="dimmed" ta={align} data-testid="kunci-log-latest">
        {describe(latest)}
        {latest.alasan ? ` — ${t('berandaPenilaian.logAlasan', { alasan: latest.alasan })}` : ''}
      </Text>
      {log.length > 1 ? (
        <Popover width={340} position="bottom-end" withArrow shadow="md">
          <Popover.Target>
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconHistory size={12} aria-hidden />}
            >
              {t('berandaPenilaian.logTitle')} ({log.length})
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap={6} role="list" aria-label={t('berandaPenilaian.logTitle')}>
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
          </Popover.Dropdown>
        </Popover>
      ) : null}
    </Stack>
  );
}
