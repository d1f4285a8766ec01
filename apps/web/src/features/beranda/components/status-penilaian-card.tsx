import { useState } from 'react';
import { Badge, Box, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { KunciLog } from '@erapor/shared/penilaian/penilaian.schemas';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { setStatusPenilaian } from '../api/set-status-penilaian';
import { useBatasText } from '../../../components/status-penilaian-notice';
import { BatasPenilaianControl } from './batas-penilaian';
import { ConfirmSwitchModal, type ConfirmRequest } from './confirm-switch-modal';
import { KunciLogLine } from './kunci-log';

/**
 * The school-wide grading status and its deadline; the administrator gets the switch (with a
 * confirmation) and sets or clears the deadline, the Waka only sees them.
 */
export function StatusPenilaianCard({
  dibuka,
  canSwitch,
  log = [],
  batas = null,
  batasLewat = false,
  batasPts = null,
  batasPtsLewat = false,
  zona = 'Asia/Jakarta',
}: {
  dibuka: boolean;
  canSwitch: boolean;
  /** The latest closings and openings (and deadline changes), newest first. */
  log?: readonly KunciLog[];
  /** When grading closes by itself (ISO-8601), if set. */
  batas?: string | null;
  /** The deadline passed: it is what closed grading. */
  batasLewat?: boolean;
  /** When entering Nilai Tengah Semester closes by itself (ISO-8601), if set. */
  batasPts?: string | null;
  /** That deadline passed: mid-semester scores are closed. */
  batasPtsLewat?: boolean;
  /** The school's time zone, to show the deadline in. */
  zona?: ZonaWaktu;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const batasTextOf = useBatasText();
  const batasText = batasTextOf({ batas, batas_lewat: batasLewat, zona });
  const ptsText = batasTextOf({ batas: batasPts, batas_lewat: batasPtsLewat, zona });
  const closedByBatas = !dibuka && batasLewat && batasText !== null;
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const change = async (alasan?: string) => {
    const result = await setStatusPenilaian(!dibuka, alasan);
    if (!result.ok) {
      notify('error', apiErrorMessage(t, result.error));
      return;
    }
    notify(
      'success',
      result.data.dibuka ? t('berandaPenilaian.statusOpen') : t('berandaPenilaian.statusClosed'),
    );
    await queryClient.invalidateQueries({ queryKey: ['beranda', 'penilaian'] });
  };
  const ask = () =>
    setConfirm(
      dibuka
        ? {
            title: t('berandaPenilaian.closeConfirmTitle'),
            message: t('berandaPenilaian.closeConfirmMessage'),
            confirmLabel: t('berandaPenilaian.closeConfirm'),
            color: 'red',
            onConfirm: change,
          }
        : {
            title: t('berandaPenilaian.openConfirmTitle'),
            message: closedByBatas
              ? `${t('berandaPenilaian.openConfirmMessage')} ${t('berandaPenilaian.openConfirmBatas', { batas: batasText.batas })}`
              : t('berandaPenilaian.openConfirmMessage'),
            confirmLabel: t('berandaPenilaian.openConfirm'),
            color: 'blue',
            needsReason: true,
            onConfirm: change,
          },
    );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={dibuka ? undefined : 'var(--mantine-color-orange-light)'}
    >
      <Group justify="space-between" align="flex-start" gap="md">
        {/* On a phone the switch goes under the status rather than squeezing it. */}
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {t('berandaPenilaian.statusTitle')}
          </Text>
          <Badge
            size="lg"
            variant={dibuka ? 'light' : 'filled'}
            color={dibuka ? 'teal' : 'orange'}
            leftSection={
              dibuka ? <IconLockOpen size={14} aria-hidden /> : <IconLock size={14} aria-hidden />
            }
          >
            {dibuka ? t('berandaPenilaian.statusOpen') : t('berandaPenilaian.statusClosed')}
          </Badge>
          <Text size="xs" c="dimmed">
            {dibuka
              ? t('berandaPenilaian.statusOpenHint')
              : closedByBatas
                ? t('berandaPenilaian.statusClosedBatasHint', { batas: batasText.batas })
                : t('berandaPenilaian.statusClosedHint')}
          </Text>
          <Text size="sm" data-testid="batas-penilaian">
            {batasText
              ? t('berandaPenilaian.batasCurrent', batasText)
              : t('berandaPenilaian.batasNone')}
          </Text>
          <Text size="sm" data-testid="batas-pts">
            {ptsText
              ? t('berandaPenilaian.batasPtsCurrent', ptsText)
              : t('berandaPenilaian.batasPtsNone')}
          </Text>
          <KunciLogLine log={log} scope="sekolah" align="left" zona={zona} />
        </Stack>
        {canSwitch ? (
          <Switch
            size="lg"
            color="teal"
            checked={dibuka}
            onChange={ask}
            label={t('berandaPenilaian.statusSwitch')}
            labelPosition="left"
            styles={{ label: { whiteSpace: 'nowrap' } }}
          />
        ) : null}
      </Group>
      {canSwitch ? (
        <Box mt="sm">
          <Stack gap="sm">
            <BatasPenilaianControl key={batas ?? ''} batas={batas} zona={zona} lewat={batasLewat} />
            <BatasPenilaianControl
              key={`pts-${batasPts ?? ''}`}
              jenis="pts"
              batas={batasPts}
              batasPenilaian={batas}
              zona={zona}
              lewat={batasPtsLewat}
            />
          </Stack>
        </Box>
      ) : null}
      <ConfirmSwitchModal request={confirm} onClose={() => setConfirm(null)} />
    </Paper>
  );
}
