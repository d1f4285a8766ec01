import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The 'Batal' and 'Simpan' buttons at the foot of a curriculum form. */
export function FormActions({
  busy,
  onCancel,
  onSave,
}: {
  busy: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button loading={busy} onClick={onSave}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
