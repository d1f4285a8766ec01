import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Select,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLE_DISPLAY_NAMES, ROLE_NAMES, type RoleName } from '@erapor/shared/abilities/roles';
import { MAX_SEARCH_LENGTH } from '@erapor/shared/referensi/list.schemas';
import { usePenggunaList, type PenggunaFilter } from '../api/pengguna';

const PER_PAGE = 20;

function SortHeader({
  label,
  field,
  filter,
  onSort,
}: {
  label: string;
  field: PenggunaFilter['sort'];
  filter: Pick<PenggunaFilter, 'sort' | 'order'>;
  onSort: (field: PenggunaFilter['sort']) => void;
}) {
  const active = filter.sort === field;
  const Icon = active && filter.order === 'desc' ? IconSortDescending : IconSortAscending;
  return (
    <Table.Th
      aria-sort={active ? (filter.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} opacity={active ? 1 : 0.3} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function PenggunaTable({ onOpen }: { onOpen: (userId: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [role, setRole] = useState<RoleName | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Pick<PenggunaFilter, 'sort' | 'order'>>({
    sort: 'name',
    order: 'asc',
  });
  const list = usePenggunaList({ page, perPage: PER_PAGE, q, role, ...sort });

  function onSort(field: PenggunaFilter['sort']) {
    setSort((current) => ({
      sort: field,
      order: current.sort === field && current.order === 'asc' ? 'desc' : 'asc',
    }));
    setPage(1);
  }

  const total = list.data?.total ?? 0;
  return (
    <>
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          aria-label={t('pengguna.search')}
          placeholder={t('pengguna.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maxLength={MAX_SEARCH_LENGTH}
          w={280}
        />
        <Select
          aria-label={t('pengguna.roleFilter')}
          placeholder={t('pengguna.allRoles')}
          data={ROLE_NAMES.map((name) => ({ value: name, label: ROLE_DISPLAY_NAMES[name] }))}
          value={role}
          onChange={(value) => {
            setRole(value);
            setPage(1);
          }}
          clearable
          w={240}
        />
        {list.isFetching ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      </Group>
      {list.isError ? (
        <Alert color="red" role="alert" title={t('pengguna.loadFailed')}>
          <Button mt="sm" size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <SortHeader
                  label={t('pengguna.colName')}
                  field="name"
                  filter={sort}
                  onSort={onSort}
                />
                <SortHeader label="Email" field="email" filter={sort} onSort={onSort} />
                <Table.Th>{t('pengguna.colKind')}</Table.Th>
                <Table.Th>{t('pengguna.colRoles')}</Table.Th>
                <SortHeader
                  label={t('pengguna.colLastLogin')}
                  field="last_login_at"
                  filter={sort}
                  onSort={onSort}
                />
                <Table.Th>{t('pengguna.colAction')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data?.data ?? []).map((user) => (
                <Table.Tr key={user.user_id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {user.name}
                    </Text>
                    {user.username ? (
                      <Text size="xs" c="dimmed">
                        {user.username}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{user.jenis}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {user.roles.map((name) => (
                        <Badge key={name} variant="light" size="sm">
                          {ROLE_DISPLAY_NAMES[name]}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {user.last_login_at
                      ? new Date(user.last_login_at).toLocaleString('id-ID', {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        })
                      : t('pengguna.never')}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={t('pengguna.detailOf', { name: user.name })}
                      onClick={() => onOpen(user.user_id)}
                    >
                      {t('pengguna.detail')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
              {list.data && list.data.data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text size="sm" c="dimmed" ta="center" py="md">
                      {t('pengguna.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">
          {t('pengguna.total', { count: total })}
        </Text>
        <Pagination
          total={Math.max(1, Math.ceil(total / PER_PAGE))}
          value={page}
          onChange={setPage}
        />
      </Group>
    </>
  );
}
