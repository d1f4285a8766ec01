import { useEffect, useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../app/lazy-chunk';
import {
  SESSION_PARAM,
  safeRedirectPath,
  sessionEndOf,
  type SessionEnd,
} from '../../../app/route-guard';
import { getEndedSessionUserId } from '../../../lib/storage';

/**
 * How many grade edits of `userId` this device keeps; 0 while unknown. The draft store (and
 * IndexedDB) is loaded only when a session ended, so the sign-in page stays light otherwise.
 */
function useKeptDraftCount(userId: string | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void loadChunk('draft-store', () => import('../../../components/grade-grid/draft-store'))
      .then((store) => store.countKeptDrafts(userId))
      .then((kept) => {
        if (!cancelled) setCount(kept);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return count;
}

/**
 * Why the sign-in page opened by itself (`?sesi=`): the session ended, or another tab of this
 * browser signed this user out or signed another account in. Signing in brings the user back to
 * the page he was on, and grade edits not yet on the server are kept on this device until the
 * grid they belong to opens again.
 */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ended = sessionEndOf(params.get(SESSION_PARAM));
  const comesBack = safeRedirectPath(params.get('redirect')) !== null;
  // the user is known only in the tab whose session ended (its sessionStorage, kept on reload)
  const kept = useKeptDraftCount(ended ? getEndedSessionUserId() : null);
  if (!ended) return null;
  const title = (
    {
      berakhir: t('auth.sessionEndedTitle'),
      keluar: t('auth.signedOutElsewhereTitle'),
      'akun-lain': t('auth.otherAccountTitle'),
    } satisfies Record<SessionEnd, string>
  )[ended];
  // what happened in the other tab; a session the server ended needs no more than the title
  const why = (
    {
      berakhir: null,
      keluar: t('auth.signedOutElsewhere'),
      'akun-lain': t('auth.otherAccount'),
    } satisfies Record<SessionEnd, string | null>
  )[ended];
  return (
    <Alert
      color="yellow"
      icon={<IconClockExclamation size={18} aria-hidden />}
      title={title}
      role="status"
    >
      {why ? (
        <Text size="sm" mb={4}>
          {why}
        </Text>
      ) : null}
      {comesBack ? t('auth.sessionEndedBack') : t('auth.sessionEndedAgain')}
      {kept > 0 ? (
        <Text size="sm" mt={4}>
          {t('auth.sessionEndedDrafts', { count: kept })}
        </Text>
      ) : null}
    </Alert>
  );
}
