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

/** The answer awaited by `confirmLeave`, while its question is shown; null when none is. */
let pendingQuestion: ((leave: boolean) => void) | null = null;
const asking = () => pendingQuestion !== null;

/**
 * The page's question, for a change that leaves the grids without going through the router (the
 * semester switcher: the address stays, the session under it changes). Answers true to go on:
 * at once when no edit is unsaved, else once the teacher chose "Tinggalkan". A question asked
 * again while one is open answers the open one "stay".
 */
export function confirmLeave(): Promise<boolean> {
  if (pageUnsaved() === 0) return Promise.resolve(true);
  pendingQuestion?.(false);
  return new Promise((resolve) => {
    const answer = (leave: boolean) => {
      if (pendingQuestion !== answer) return;
      pendingQuestion = null;
      changed();
      resolve(leave);
    };
    pendingQuestion = answer;
    changed();
  });
}

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
      // no grid left to ask for: a question still open is answered "stay", not left hanging
      if (unsavedOnPage.size === 0) pendingQuestion?.(false);
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

/**
 * The page's one router blocker, and its question with the count of the page's edits (also asked
 * by `confirmLeave`).
 */
function PageBlocker() {
  const { t } = useTranslation();
  const count = useSyncExternalStore(subscribe, pageUnsaved);
  const asked = useSyncExternalStore(subscribe, asking);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      pageUnsaved() > 0 &&
      // Another class or kind in the address (?pembelajaran_id=…) is leaving this grid too.
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      nextLocation.pathname !== '/login',
  );

  const stay = () => {
    blocker.reset?.();
    pendingQuestion?.(false);
  };
  const leave = () => {
    blocker.proceed?.();
    pendingQuestion?.(true);
  };

  return (
    <Modal
      opened={blocker.state === 'blocked' || asked}
      onClose={stay}
      title={t('gradeGrid.leave.title')}
      centered
    >
      <Text mb="lg">{t('gradeGrid.leave.message', { count })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={stay}>
          {t('gradeGrid.leave.stay')}
        </Button>
        <Button color="red" onClick={leave}>
          {t('gradeGrid.leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
