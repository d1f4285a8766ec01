import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The pages of a list on the grading screens, its previous and next buttons named for readers. */
export function HalamanPagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size="sm"
      getControlProps={(control) => ({
        'aria-label':
          control === 'previous'
            ? t('berandaPenilaian.monitoring.sebelumnya')
            : t('berandaPenilaian.monitoring.berikutnya'),
      })}
    />
  );
}
