import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Code,
  CopyButton,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLE_DISPLAY_NAMES, type RoleName } from '@erapor/shared/abilities/roles';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { addPeran, removePeran, resetPassword, usePenggunaDetail } from '../api/pengguna';

export function PenggunaDetailModal({
  userId,
  onClose,
}: {
  userId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = usePenggunaDetail(userId);
  const [role, setRole] = useState<RoleName | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  function close() {
    setNewPassword(null);
    setConfirmReset(false);
    setRole(null);
    onClose();
  }

  async function afterChange(
    result:
      | { ok: true; data: { message: string } }
      | { ok: false; error: Parameters<typeof apiErrorMessage>[1] },
  ) {
    setBusy(null);
    if (!result.ok) return notify('error', apiErrorMessage(t, result.error));
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: ['pengguna'] });
  }

  async function add() {
    if (!userId || !role) return;
    setBusy('add');
    await afterChange(await addPeran(userId, role));
    setRole(null);
  }

  async function remove(name: RoleName) {
    if (!userId) return;
    setBusy(`remove-${name}`);
    await afterChange(await removePeran(userId, name));
  }

  async function reset() {
    if (!userId) return;
    setBusy('reset');
    const result = await resetPassword(userId);
    setBusy(null);
    setConfirmReset(false);
    if (!result.ok) return notify('error', apiErrorMessage(t, result.error));
    setNewPassword(result.data.password);
    await queryClient.invalidateQueries({ queryKey: ['pengguna'] });
  }

  const user = detail.data;
  return (
    <Modal
      opened={userId !== null}
      onClose={close}
      title={t('pengguna.detailTitle')}
      size="lg"
      centered
    >
      {detail.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : detail.isError || !user ? (
        <Alert color="red" role="alert">
          {t('pengguna.detailFailed')}
        </Alert>
      ) : (
        <Stack gap="md">
          <div>
            <Text fw={600}>{user.name}</Text>
            <Text size="sm" c="dimmed">
              {user.email}
              {user.username ? ` · ${user.username}` : ''} · {user.jenis}
            </Text>
          </div>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pengguna.colSemester')}</Table.Th>
                <Table.Th>{t('pengguna.colRoles')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.roles_per_semester.map((entry) => (
                <Table.Tr key={entry.semester_id}>
                  <Table.Td>{entry.nama}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {entry.roles.map((name) => {
                        const removable = entry.semester_id === user.semester_id;
                        return (
                          <Badge
                            key={name}
                            variant="light"
                            rightSection={
                              removable ? (
                                <CloseButton
                                  size="xs"
                                  aria-label={t('pengguna.removeRole', {
                                    role: ROLE_DISPLAY_NAMES[name],
                                  })}
                                  disabled={busy !== null}
                                  onClick={() => void remove(name)}
                                />
                              ) : null
                            }
                          >
                            {ROLE_DISPLAY_NAMES[name]}
                          </Badge>
                        );
                      })}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {user.addable_roles.length > 0 ? (
            <Group align="flex-end">
              <Select
                label={t('pengguna.addRole')}
                data={user.addable_roles.map((name) => ({
                  value: name,
                  label: ROLE_DISPLAY_NAMES[name],
                }))}
                value={role}
                onChange={(value) => setRole(value)}
                w={240}
              />
              <Button
                disabled={!role || busy !== null}
                loading={busy === 'add'}
                onClick={() => void add()}
              >
                {t('pengguna.add')}
              </Button>
            </Group>
          ) : null}
          {newPassword ? (
            <Alert color="green" title={t('pengguna.newPasswordTitle')} role="status">
              <Group gap="sm">
                <Code fz="lg" data-testid="new-password">
                  {newPassword}
                </Code>
                <CopyButton value={newPassword}>
                  {({ copied, copy }) => (
                    <Button size="compact-sm" variant="light" onClick={copy}>
                      {copied ? t('pengguna.copied') : t('pengguna.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="xs" mt="xs">
                {t('pengguna.newPasswordNote')}
              </Text>
            </Alert>
          ) : confirmReset ? (
            <Alert color="orange" title={t('pengguna.resetConfirm')}>
              <Group mt="xs">
                <Button color="orange" loading={busy === 'reset'} onClick={() => void reset()}>
                  {t('pengguna.resetYes')}
                </Button>
                <Button
                  variant="default"
                  disabled={busy !== null}
                  onClick={() => setConfirmReset(false)}
                >
                  {t('common.cancel')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <Group>
              <Button
                color="orange"
                variant="light"
                leftSection={<IconKey size={16} aria-hidden />}
                disabled={busy !== null}
                onClick={() => setConfirmReset(true)}
              >
                {t('pengguna.resetPassword')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
