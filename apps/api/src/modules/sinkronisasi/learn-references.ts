import type { Db } from '../../db/client';
import {
  agama,
  jenisPtk,
  jurusan,
  kurikulum,
  mataPelajaran,
  pekerjaan,
} from '../referensi/referensi.table';
import type { DapodikSnapshot } from './sync-types';
import { upsertRows } from './upsert';

function collect(
  map: Map<string | number, string>,
  id: string | number | null | undefined,
  name: string | null | undefined,
) {
  if (id === null || id === undefined || !name) return;
  map.set(id, name);
}

/** National reference rows (ids with their names) learned from what Dapodik sent. */
export async function learnReferences(tx: Db, snapshot: DapodikSnapshot): Promise<void> {
  const agamaNames = new Map<string | number, string>();
  const jenisPtkNames = new Map<string | number, string>();
  const pekerjaanNames = new Map<string | number, string>();
  const mapelNames = new Map<string | number, string>();
  const kurikulumNames = new Map<string | number, string>();
  const jurusanNames = new Map<string | number, string>();
  for (const row of snapshot.gtk ?? []) {
    collect(agamaNames, row.agama_id, row.agama_id_str);
    collect(jenisPtkNames, row.jenis_ptk_id, row.jenis_ptk_id_str);
  }
  for (const row of snapshot.pesertaDidik ?? []) {
    collect(agamaNames, row.agama_id, row.agama_id_str);
    collect(pekerjaanNames, row.pekerjaan_ayah_id, row.pekerjaan_ayah_id_str);
    collect(pekerjaanNames, row.pekerjaan_ibu_id, row.pekerjaan_ibu_id_str);
    collect(pekerjaanNames, row.pekerjaan_wali_id, row.pekerjaan_wali_id_str);
  }
  for (const row of snapshot.rombel ?? []) {
    collect(kurikulumNames, row.kurikulum_id, row.kurikulum_id_str);
    collect(jurusanNames, row.jurusan_id, row.jurusan_id_str);
    for (const p of row.pembelajaran)
      collect(mapelNames, p.mata_pelajaran_id, p.mata_pelajaran_id_str);
  }
  const rows = (map: Map<string | number, string>, key: string) =>
    [...map].map(([id, nama]) => ({ [key]: id, nama }));
  if (agamaNames.size)
    await upsertRows(tx, agama, agama.agamaId, rows(agamaNames, 'agamaId'), ['nama']);
  if (jenisPtkNames.size)
    await upsertRows(tx, jenisPtk, jenisPtk.jenisPtkId, rows(jenisPtkNames, 'jenisPtkId'), [
      'nama',
    ]);
  if (pekerjaanNames.size)
    await upsertRows(tx, pekerjaan, pekerjaan.pekerjaanId, rows(pekerjaanNames, 'pekerjaanId'), [
      'nama',
    ]);
  if (mapelNames.size)
    await upsertRows(
      tx,
      mataPelajaran,
      mataPelajaran.mataPelajaranId,
      rows(mapelNames, 'mataPelajaranId'),
      ['nama'],
    );
  if (kurikulumNames.size)
    await upsertRows(tx, kurikulum, kurikulum.kurikulumId, rows(kurikulumNames, 'kurikulumId'), [
      'nama',
    ]);
  if (jurusanNames.size)
    await upsertRows(tx, jurusan, jurusan.jurusanId, rows(jurusanNames, 'jurusanId'), ['nama']);
}
