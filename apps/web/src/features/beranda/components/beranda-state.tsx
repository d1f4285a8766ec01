import { Alert, Button, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Beranda } from '@erapor/shared/auth/profile.schemas';

/** Loading and error states of the home pages; renders `children` once the data is there. */
export function BerandaState({
  query,
  children,
}: {
  query: UseQueryResult<Beranda>;
  children: (data: Beranda) => React.ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('beranda.loadFailed')} role="alert">
        <Button mt="sm" size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
