import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  gradeLockReason,
  batasLewatOf,
  gradingStatus,
  lockReasonText,
  withGradeLocks,
  type GradeLockReason,
} from '../penilaian/grading-status.repository';
import type { GuruScope } from './guru-scope';

// The weights and the TPs mapped to a pembelajaran change its grades (the Nilai Asesmen, the grade
// columns) without being grade rows: they honour the same two locks as grade saves, under the
// same database locks (withGradeLocks), and are refused with the same 423 `penilaian.locked`.

/** The 423 refusing a change to locked grades, each message under the field it is about. */
export function lockedError(fields: Record<string, string>): AppError {
  return new AppError(423, 'penilaian.locked', Object.values(fields).join(' '), fields);
}

/**
 * The lock of each of the teacher's classes as it stands now, read without database locks: for
 * showing, never for deciding a write (withGradeLocks decides those).
 */
export async function currentLocks(ctx: AppContext, scope: GuruScope): Promise<CurrentLocks> {
  const status = await gradingStatus(ctx.db, scope);
  const batasLewat = batasLewatOf(status);
  return {
    reasonOf: (row) => gradeLockReason(status.dibuka, row.kunciNilai),
    why: (reason, rombel) => lockReasonText(reason, rombel, batasLewat),
  };
}

/** The locks as they stand now: a class's, and why in words (lockReasonText). */
export interface CurrentLocks {
  reasonOf: (row: { kunciNilai: boolean }) => GradeLockReason | null;
  why: (reason: GradeLockReason, rombel: string) => string;
}

/** A pembelajaran whose TP mapping a write changes, and how a refusal names it. */
export interface MappingTarget {
  rombonganBelajarId: string;
  rombel: string;
  /** "TP ini tidak dapat dipetakan ke Matematika – X TKJ 1" (the reason follows a colon). */
  refusal: string;
}

/**
 * Runs `write` (it maps TPs to or from the targets) in one transaction under the grade locks of the
 * targets' classes; when one of them is locked, nothing is written and the answer is 423 naming
 * each locked target and why (under `field`, when the request has one that names them).
 */
export async function writeMappingUnderLocks<T>(
  ctx: AppContext,
  scope: GuruScope,
  targets: readonly MappingTarget[],
  field: string | null,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return withGradeLocks(
    ctx.db,
    scope,
    targets.map((target) => target.rombonganBelajarId),
    async (tx, locked, batasLewat) => {
      const refused = targets.flatMap((target) => {
        const reason = locked.get(target.rombonganBelajarId);
        return reason
          ? [`${target.refusal}: ${lockReasonText(reason, target.rombel, batasLewat)}`]
          : [];
      });
      if (refused.length === 0) return write(tx);
      const message = refused.join(' ');
      throw field
        ? lockedError({ [field]: message })
        : new AppError(423, 'penilaian.locked', message);
    },
  );
}
