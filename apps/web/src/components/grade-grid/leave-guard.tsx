import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Asks before leaving while edits are not on the server yet: inside the app (router blocker) and
 * when the tab is closed or reloaded (beforeunload). A forced sign-out is never held back — the
 * edits stay on this device and come back after signing in again.
 */
export function LeaveGuard({ count }: { count: number }) {
  const { t } = useTranslation();
  const when = count > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      // Another class or kind in the address (?pembelajaran_id=…) is leaving this grid too.
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      nextLocation.pathname !== '/login',
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const open = blocker.state === 'blocked';
  return (
    <Modal
      opened={open}
      onClose={() => blocker.reset?.()}
      title={t('gradeGrid.leave.title')}
      centered
    >
      <Text mb="lg">{t('gradeGrid.leave.message', { count })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('gradeGrid.leave.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('gradeGrid.leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
