import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { patchStoredUserData, useSession } from '../../../lib/storage';
import { notify } from '../../../lib/toast';
import {
  checkPhoto,
  deleteProfilePhoto,
  uploadProfilePhoto,
  useProfilePhotoUrl,
} from '../api/profile-photo';

export function PhotoCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { userData } = useSession();
  const currentUrl = useProfilePhotoUrl(userData?.user_id, userData?.has_photo ?? false);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The preview's object URL lives exactly as long as the choice.
  useEffect(() => {
    if (!chosen) return;
    const { url } = chosen;
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  function choose(selected: File | null) {
    setProblem(null);
    if (!selected) return;
    const issue = checkPhoto(selected);
    if (issue) {
      setChosen(null);
      setProblem(issue === 'type' ? t('profile.photoWrongType') : t('profile.photoTooLarge'));
      return;
    }
    setChosen({ file: selected, url: URL.createObjectURL(selected) });
  }

  async function refreshPhoto(hasPhoto: boolean) {
    patchStoredUserData({ has_photo: hasPhoto });
    await queryClient.invalidateQueries({ queryKey: ['profile'] });
  }

  async function upload() {
    if (!chosen) return;
    setBusy(true);
    const result = await uploadProfilePhoto(chosen.file);
    setBusy(false);
    if (!result.ok) {
      setProblem(apiErrorMessage(t, result.error));
      return;
    }
    setChosen(null);
    await refreshPhoto(true);
    notify('success', t('profile.photoUploaded'));
  }

  async function remove() {
    setBusy(true);
    const result = await deleteProfilePhoto();
    setBusy(false);
    if (!result.ok) {
      notify('error', apiErrorMessage(t, result.error));
      return;
    }
    await refreshPhoto(false);
    notify('success', t('profile.photoDeleted'));
  }

  return (
    <Card
      withBorder
      shadow="sm"
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="profile-photo"
    >
      <Title order={2} fz="h4" mb="md" id="profile-photo">
        {t('profile.photoTitle')}
      </Title>
      <Stack align="center" gap="md">
        <Avatar
          src={chosen?.url ?? currentUrl}
          alt={chosen ? t('profile.photoPreview') : t('profile.photoCurrent')}
          size={140}
          radius={140}
          color="blue"
        >
          <IconUser size={64} aria-hidden />
        </Avatar>
        <Text size="xs" c="dimmed" ta="center">
          {t('profile.photoRules')}
        </Text>
        {problem ? (
          <Alert color="red" role="alert" w="100%">
            {problem}
          </Alert>
        ) : null}
        {chosen ? (
          <Group justify="center">
            <Button
              onClick={() => void upload()}
              loading={busy}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
            >
              {t('profile.photoUpload')}
            </Button>
            <Button variant="default" onClick={() => setChosen(null)} disabled={busy}>
              {t('common.cancel')}
            </Button>
          </Group>
        ) : (
          <Group justify="center">
            <FileButton onChange={choose} accept="image/png,image/jpeg">
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconPhotoUp size={16} aria-hidden />}
                >
                  {t('profile.photoChoose')}
                </Button>
              )}
            </FileButton>
            {userData?.has_photo ? (
              <Button
                color="red"
                variant="subtle"
                onClick={() => void remove()}
                loading={busy}
                leftSection={<IconTrash size={16} aria-hidden />}
              >
                {t('profile.photoDelete')}
              </Button>
            ) : null}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
