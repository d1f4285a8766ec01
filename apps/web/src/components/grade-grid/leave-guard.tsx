import { useEffect, useId, useSyncExternalStore } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The edits not on the server yet of every grid on the page, by grid, in the order the grids
 * came. A page may hold two grids (Nilai Akhir's finals and Ketercapaian), and the router
 * consults one blocker only (the one registered last, with a warning): the first grid's guard
 * therefore blocks, and counts, for the whole page, and the others only report their edits.
 * Otherwise the first grid's edits would be left without a word whenever the second has none.
 */
const unsavedOnPage = new Map<string, number>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function pageUnsaved(): number {
  let total = 0;
  for (const count of unsavedOnPage.values()) total += count;
  return total;
}

const firstGuard = () => unsavedOnPage.keys().next().value;

/**
 * Asks before leaving while edits are not on the server yet: inside the app (router blocker) and
 * when the tab is closed or reloaded (beforeunload). A forced sign-out is never held back — the
 * edits stay on this device and come back after signing in again. `count` is this grid's; the
 * question counts the page's.
 */
export function LeaveGuard({ count }: { count: number }) {
  const id = useId();
  useEffect(() => {
    unsavedOnPage.set(id, 0);
    changed();
    return () => {
      unsavedOnPage.delete(id);
      changed();
    };
  }, [id]);
  useEffect(() => {
    // set on a key already there keeps its place: the first grid stays first
    if (unsavedOnPage.has(id)) unsavedOnPage.set(id, count);
    changed();
  }, [id, count]);
  const first = useSyncExternalStore(subscribe, () => firstGuard() === id);

  const when = count > 0;
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

  return first ? <PageBlocker /> : null;
}

/** The page's one router blocker, and its question with the count of the page's edits. */
function PageBlocker() {
  const { t } = useTranslation();
  const count = useSyncExternalStore(subscribe, pageUnsaved);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      pageUnsaved() > 0 &&
      // Another class or kind in the address (?pembelajaran_id=…) is leaving this grid too.
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      nextLocation.pathname !== '/login',
  );

  return (
    <Modal
      opened={blocker.state === 'blocked'}
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
