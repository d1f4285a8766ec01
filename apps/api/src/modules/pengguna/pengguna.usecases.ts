import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { RoleName } from '@erapor/shared/abilities/roles';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../plugins/secret-box';
import { roles, roleUser, users } from '../auth/users.table';
import { guru, ptkKeluar } from '../gtk/gtk.table';
import { pdKeluar, pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { chunks } from '../sinkronisasi/upsert';
import { MAPEL_P5, MAPEL_PKL } from '@erapor/shared/penilaian/mapel-khusus';

/** jenis_ptk ids e-Rapor counts as administrative staff, instructors and assessors (domain §2.1). */
export const JENIS_PTK_TENDIK = [11, 30, 40, 41, 42, 43, 44, 57, 58, 59, 91, 93];
export const JENIS_PTK_INSTRUKTUR = 97;
export const JENIS_PTK_ASESOR = 98;

/** Roles that follow from Dapodik data and are recomputed; waka, kaprog, internal and admin stay. */
export const DERIVED_ROLES: RoleName[] = [
  'guru',
  'tu',
  'user',
  'siswa',
  'wali',
  'pilihan',
  'guru-p5',
  'pembimbing',
  'pembina_ekskul',
];

const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A first password people can read off a slip: 8 characters without look-alikes. */
export function newInitialPassword(): string {
  return Array.from(
    { length: 8 },
    () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
  ).join('');
}

function generatedEmail(): string {
  return `${randomBytes(5).toString('hex')}@pengguna.erapor.local`;
}

interface Person {
  id: string;
  name: string;
  email: string | null;
  username: string | null;
}

async function createMissingAccounts(
  db: Db,
  box: SecretBox,
  sekolahId: string,
  people: Person[],
  link: 'guruId' | 'pesertaDidikId',
): Promise<number> {
  if (people.length === 0) return 0;
  const linked = await db
    .select({ id: link === 'guruId' ? users.guruId : users.pesertaDidikId })
    .from(users)
    .where(eq(users.sekolahId, sekolahId));
  const hasAccount = new Set(linked.map((row) => row.id));
  const taken = await db
    .select({ email: sql<string>`lower(${users.email})`, username: users.username })
    .from(users);
  const emails = new Set(taken.map((row) => row.email));
  const usernames = new Set(taken.map((row) => row.username).filter(Boolean));
  const fresh = people.filter((person) => !hasAccount.has(person.id));
  const values = fresh.map((person) => {
    let email = person.email?.toLowerCase() ?? '';
    if (!email || emails.has(email)) email = generatedEmail();
    emails.add(email);
    const username = person.username && !usernames.has(person.username) ? person.username : null;
    if (username) usernames.add(username);
    return {
      sekolahId,
      name: person.name,
      email,
      username,
      passwordHash: null,
      initialPasswordEnc: box.encrypt(newInitialPassword()),
      guruId: link === 'guruId' ? person.id : null,
      pesertaDidikId: link === 'pesertaDidikId' ? person.id : null,
    };
  });
  for (const part of chunks(values)) await db.insert(users).values(part);
  return values.length;
}

/**
 * "Atur Ulang Pengguna" and the end of every pull: accounts for every active staff member and
 * student, names kept in step, and the derived roles of the semester recomputed from the data.
 */
export async function refreshAccountsAndRoles(
  db: Db,
  box: SecretBox,
  sekolahId: string,
  semesterId: string,
) {
  const activeGuru = await db
    .select({ id: guru.guruId, name: guru.nama, email: guru.email, username: guru.nuptk })
    .from(guru)
    .where(
      and(
        eq(guru.sekolahId, sekolahId),
        isNull(guru.deletedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(ptkKeluar)
            .where(and(eq(ptkKeluar.guruId, guru.guruId), eq(ptkKeluar.semesterId, semesterId))),
        ),
      ),
    );
  const activePd = await db
    .select({
      id: pesertaDidik.pesertaDidikId,
      name: pesertaDidik.nama,
      email: pesertaDidik.email,
      username: pesertaDidik.nisn,
    })
    .from(pesertaDidik)
    .where(
      and(
        eq(pesertaDidik.sekolahId, sekolahId),
        isNull(pesertaDidik.deletedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(pdKeluar)
            .where(
              and(
                eq(pdKeluar.pesertaDidikId, pesertaDidik.pesertaDidikId),
                eq(pdKeluar.semesterId, semesterId),
              ),
            ),
        ),
      ),
    );
  const createdGuru = await createMissingAccounts(db, box, sekolahId, activeGuru, 'guruId');
  const createdPd = await createMissingAccounts(db, box, sekolahId, activePd, 'pesertaDidikId');

  await db.transaction(async (txn) => {
    const tx = txn as Db;
    await tx.execute(sql`
      update users u set name = g.nama, updated_at = now()
      from guru g where u.guru_id = g.guru_id and u.sekolah_id = ${sekolahId} and u.name <> g.nama`);
    await tx.execute(sql`
      update users u set name = p.nama, updated_at = now()
      from peserta_didik p where u.peserta_didik_id = p.peserta_didik_id and u.sekolah_id = ${sekolahId} and u.name <> p.nama`);
    const derived = await tx
      .select({ roleId: roles.roleId })
      .from(roles)
      .where(inArray(roles.name, DERIVED_ROLES));
    await tx.delete(roleUser).where(
      and(
        eq(roleUser.semesterId, semesterId),
        inArray(
          roleUser.roleId,
          derived.map((row) => row.roleId),
        ),
        inArray(
          roleUser.userId,
          tx.select({ id: users.userId }).from(users).where(eq(users.sekolahId, sekolahId)),
        ),
      ),
    );
    await tx.execute(derivedRolesInsert(sekolahId, semesterId));
  });
  return { createdGuru, createdPd };
}

/** One INSERT … SELECT per rule of domain §3.2, over the active staff and students. */
function derivedRolesInsert(sekolahId: string, semesterId: string) {
  const tendik = sql.raw(JENIS_PTK_TENDIK.join(','));
  return sql`
    with active_guru as (
      select u.user_id, g.guru_id, g.jenis_ptk_id from users u
      join guru g on g.guru_id = u.guru_id
      where u.sekolah_id = ${sekolahId} and g.deleted_at is null
        and not exists (select 1 from ptk_keluar k where k.guru_id = g.guru_id and k.semester_id = ${semesterId})
    ), rules as (
      select user_id, 'guru' as role from active_guru
        where jenis_ptk_id not in (${tendik}) and jenis_ptk_id <> ${JENIS_PTK_ASESOR}
      union select user_id, 'tu' from active_guru where jenis_ptk_id in (${tendik})
      union select user_id, 'user' from active_guru where jenis_ptk_id = ${JENIS_PTK_ASESOR}
      union select a.user_id, 'wali' from active_guru a join rombongan_belajar r on r.guru_id = a.guru_id
        where r.semester_id = ${semesterId} and r.jenis_rombel = 1 and r.deleted_at is null
      union select a.user_id, 'pilihan' from active_guru a join rombongan_belajar r on r.guru_id = a.guru_id
        where r.semester_id = ${semesterId} and r.jenis_rombel = 16 and r.deleted_at is null
      union select a.user_id, 'guru-p5' from active_guru a join pembelajaran p on p.guru_id = a.guru_id
        where p.semester_id = ${semesterId} and p.mata_pelajaran_id = ${MAPEL_P5} and p.deleted_at is null
          and exists (select 1 from pembelajaran c where c.induk_pembelajaran_id = p.pembelajaran_id and c.deleted_at is null)
      union select a.user_id, 'pembimbing' from active_guru a join pembelajaran p on p.guru_id = a.guru_id
        where p.semester_id = ${semesterId} and p.mata_pelajaran_id = ${MAPEL_PKL} and p.deleted_at is null
      union select a.user_id, 'pembina_ekskul' from active_guru a join ekstrakurikuler e on e.guru_id = a.guru_id
        where e.semester_id = ${semesterId} and e.deleted_at is null
      union select u.user_id, 'siswa' from users u join peserta_didik p on p.peserta_didik_id = u.peserta_didik_id
        where u.sekolah_id = ${sekolahId} and p.deleted_at is null
          and not exists (select 1 from pd_keluar k where k.peserta_didik_id = p.peserta_didik_id and k.semester_id = ${semesterId})
    )
    insert into role_user (user_id, role_id, semester_id)
    select rules.user_id, roles.role_id, ${semesterId} from rules join roles on roles.name = rules.role
    on conflict do nothing`;
}
