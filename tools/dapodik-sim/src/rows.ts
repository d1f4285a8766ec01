/** Derives the served rows from the (mutable) school model. */
import type { DapodikSchool, GtkRow, PenggunaRow, PesertaDidikRow, RombelRow } from './types';
import { NOT_IN_CLASS } from './types';
import { byNama } from './gen/people';

/** Regular classes (jenis 1 and 8–14) count for the class block of getPesertaDidik. */
const REGULAR = new Set(['1', '8', '9', '10', '11', '12', '13', '14']);

export function gtkRows(school: DapodikSchool, ptkId?: string): GtkRow[] {
  const rows = ptkId ? school.gtk.filter((g) => g.ptk_id === ptkId) : [...school.gtk];
  return rows.sort(byNama);
}

export function pesertaDidikRows(
  school: DapodikSchool,
  pesertaDidikId?: string,
): PesertaDidikRow[] {
  const enrolment = new Map<string, { rombel: RombelRow; anggotaId: string }>();
  for (const rombel of school.rombonganBelajar) {
    if (!REGULAR.has(rombel.jenis_rombel)) continue;
    for (const a of rombel.anggota_rombel) {
      if (!enrolment.has(a.peserta_didik_id)) {
        enrolment.set(a.peserta_didik_id, { rombel, anggotaId: a.anggota_rombel_id });
      }
    }
  }
  const records = pesertaDidikId
    ? school.pesertaDidik.filter((p) => p.peserta_didik_id === pesertaDidikId)
    : school.pesertaDidik;
  return records.map((p): PesertaDidikRow => {
    const e = enrolment.get(p.peserta_didik_id);
    if (!e) return { ...p, anggota_rombel_id: NOT_IN_CLASS };
    return {
      ...p,
      // The server overwrites semester_id with the class's semester.
      semester_id: e.rombel.semester_id,
      anggota_rombel_id: e.anggotaId,
      rombongan_belajar_id: e.rombel.rombongan_belajar_id,
      tingkat_pendidikan_id: e.rombel.tingkat_pendidikan_id,
      nama_rombel: e.rombel.nama,
      kurikulum_id: e.rombel.kurikulum_id,
      kurikulum_id_str: e.rombel.kurikulum_id_str,
    };
  });
}

/** Ordered by jenis_rombel, then tingkat; ptk_id_str follows the current staff names. */
export function rombelRows(school: DapodikSchool): RombelRow[] {
  const names = new Map(school.gtk.map((g) => [g.ptk_id, g.nama]));
  return school.rombonganBelajar
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        Number(a.r.jenis_rombel) - Number(b.r.jenis_rombel) ||
        Number(a.r.tingkat_pendidikan_id) - Number(b.r.tingkat_pendidikan_id) ||
        a.i - b.i,
    )
    .map(({ r }) => {
      if (r.ptk_id === null) {
        if (!('ptk_id_str' in r)) return r;
        const { ptk_id_str: _drop, ...rest } = r;
        return rest;
      }
      const name = names.get(r.ptk_id);
      return name === undefined || name === r.ptk_id_str ? r : { ...r, ptk_id_str: name };
    });
}

/**
 * Ordered by peran_id. Accounts linked to a PTK or student the other endpoints would not
 * return are dropped, except operators (peran_id 10).
 */
export function penggunaRows(school: DapodikSchool, peranId?: number): PenggunaRow[] {
  const ptk = new Set(school.gtk.map((g) => g.ptk_id));
  const pd = new Set(school.pesertaDidik.map((p) => p.peserta_didik_id));
  return school.pengguna
    .filter((u) => peranId === undefined || u.peran_id === peranId)
    .filter(
      (u) =>
        u.peran_id === 10 ||
        ((u.ptk_id === null || ptk.has(u.ptk_id)) &&
          (u.peserta_didik_id === null || pd.has(u.peserta_didik_id))),
    )
    .sort((a, b) => a.peran_id - b.peran_id)
    .map(({ peran_id: _peran, ...row }) => row);
}
