import { Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePembelajaranGuru } from '../api/get-pembelajaran-guru';
import { BatasPtsNotice, StatusPenilaianNotice } from '../../../components/status-penilaian-notice';
import { PenilaianState } from './penilaian-state';
import { ProgresTable } from './progres-table';
import { SectionCard } from './section-card';

/** The teacher's pembelajaran of the semester with progress, opening straight into the grids. */
export function PembelajaranGuruPanel() {
  const { t } = useTranslation();
  const query = usePembelajaranGuru();
  return (
    <SectionCard
      icon={<IconBook2 size={20} aria-hidden />}
      title={t('berandaPenilaian.guruTitle')}
      hint={t('berandaPenilaian.guruHint')}
    >
      <PenilaianState query={query}>
        {(data) => (
          <>
            <StatusPenilaianNotice status={data} />
            <BatasPtsNotice status={data} />
            {data.pembelajaran.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('berandaPenilaian.guruEmpty')}
              </Text>
            ) : (
              <ProgresTable
                rows={data.pembelajaran}
                variant="guru"
                label={t('berandaPenilaian.guruTableLabel')}
              />
            )}
          </>
        )}
      </PenilaianState>
    </SectionCard>
  );
}
