/**
 * Edits of a generated school for re-sync tests. Use them through `sim.mutate()`:
 *
 *   const pd = sim.mutate((s) => addStudent(s, { rombonganBelajarId: classId }));
 *   sim.mutate((s) => removeGtk(s, ptkId));
 *
 * New ids come from a stream derived from the school's seed and the number of edits made,
 * so a test that applies the same edits gets the same ids.
 */
import { stream } from './prng';
import { extraStudent } from './gen/students';
import type { AnggotaRombelRow, DapodikSchool, PesertaDidikRecord, RombelRow } from './types';

const editCount = new WeakMap<DapodikSchool, number>();

function editRng(school: DapodikSchool) {
  const n = (editCount.get(school) ?? 0) + 1;
  editCount.set(school, n);
  return stream(school.seed, `edit-${n}`);
}

function rombel(school: DapodikSchool, id: string): RombelRow {
  const r = school.rombonganBelajar.find((x) => x.rombongan_belajar_id === id);
  if (!r) throw new Error(`No rombel ${id}`);
  return r;
}

function enrol(school: DapodikSchool, r: RombelRow, pd: PesertaDidikRecord): AnggotaRombelRow {
  const row: AnggotaRombelRow = {
    anggota_rombel_id: editRng(school).uuid(),
    peserta_didik_id: pd.peserta_didik_id,
    jenis_pendaftaran_id: pd.jenis_pendaftaran_id,
    jenis_pendaftaran_id_str: pd.jenis_pendaftaran_id_str,
  };
  r.anggota_rombel.push(row);
  return row;
}

/**
 * Registers a new student; with `rombonganBelajarId` it is also enrolled in that class
 * (grade taken from the class), otherwise it is "not yet in a class" (grade 10).
 */
export function addStudent(
  school: DapodikSchool,
  opts: { rombonganBelajarId?: string; nama?: string } = {},
): PesertaDidikRecord {
  const target = opts.rombonganBelajarId ? rombel(school, opts.rombonganBelajarId) : undefined;
  const tingkat = target ? Number(target.tingkat_pendidikan_id) : 10;
  const pd = extraStudent(
    editRng(school),
    tingkat,
    Number(school.tahunAjaranId),
    school.semesterId,
  );
  if (opts.nama) pd.nama = opts.nama;
  school.pesertaDidik.push(pd);
  if (target) enrol(school, target, pd);
  return pd;
}

/** The student leaves the school (keluar): no longer listed, enrolments removed. */
export function removeStudent(school: DapodikSchool, pesertaDidikId: string): void {
  const before = school.pesertaDidik.length;
  school.pesertaDidik = school.pesertaDidik.filter((p) => p.peserta_didik_id !== pesertaDidikId);
  if (school.pesertaDidik.length === before) throw new Error(`No student ${pesertaDidikId}`);
  for (const r of school.rombonganBelajar) {
    r.anggota_rombel = r.anggota_rombel.filter((a) => a.peserta_didik_id !== pesertaDidikId);
  }
}

/**
 * A staff member leaves (keluar): no longer in getGtk and their account disappears from
 * getPengguna. Classes and teaching assignments keep pointing at them, as in Dapodik
 * until the operator reassigns them.
 */
export function removeGtk(school: DapodikSchool, ptkId: string): void {
  const before = school.gtk.length;
  school.gtk = school.gtk.filter((g) => g.ptk_id !== ptkId);
  if (school.gtk.length === before) throw new Error(`No PTK ${ptkId}`);
}

export function renameRombel(
  school: DapodikSchool,
  rombonganBelajarId: string,
  nama: string,
): void {
  rombel(school, rombonganBelajarId).nama = nama;
}

/** Sets (or clears, with null) the homeroom teacher / coach of a rombel. */
export function setWali(
  school: DapodikSchool,
  rombonganBelajarId: string,
  ptkId: string | null,
): void {
  const r = rombel(school, rombonganBelajarId);
  r.ptk_id = ptkId;
  const name = ptkId ? school.gtk.find((g) => g.ptk_id === ptkId)?.nama : undefined;
  if (name) r.ptk_id_str = name;
  else delete r.ptk_id_str;
}

/**
 * Moves a student to another regular class: the old enrolment is deleted and a new one
 * (with a new anggota_rombel_id) is created, as Dapodik does. Returns the new enrolment.
 */
export function moveStudent(
  school: DapodikSchool,
  pesertaDidikId: string,
  toRombonganBelajarId: string,
): AnggotaRombelRow {
  const pd = school.pesertaDidik.find((p) => p.peserta_didik_id === pesertaDidikId);
  if (!pd) throw new Error(`No student ${pesertaDidikId}`);
  const target = rombel(school, toRombonganBelajarId);
  for (const r of school.rombonganBelajar) {
    if (r.jenis_rombel !== '1') continue;
    r.anggota_rombel = r.anggota_rombel.filter((a) => a.peserta_didik_id !== pesertaDidikId);
  }
  return enrol(school, target, pd);
}
