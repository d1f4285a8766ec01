/** Extracurricular groups (jenis_rombel 51) with a coach and members. */
import type { Rng } from '../prng';
import { PROGRAMMES } from '../data/reference';
import type { PesertaDidikRecord, RombelRow } from '../types';
import { anggota, rombelRow, type Rooms } from './classes';
import { byNama } from './people';
import type { Staff } from './staff';
import type { ClassPlan } from './students';

/** [name, room, category code, category name] */
const EKSKUL: readonly (readonly [string, string, string, string])[] = [
  ['Pramuka', 'Lapangan Upacara', '1', 'Pramuka'],
  ['Paskibra', 'Lapangan Upacara', '2', 'Kepemimpinan'],
  ['PMR', 'Ruang UKS', '3', 'Kesehatan'],
  ['Futsal', 'Lapangan Olahraga', '4', 'Olahraga'],
  ['Rohis', 'Musholla', '5', 'Keagamaan'],
  ['Bola Basket', 'Lapangan Olahraga', '4', 'Olahraga'],
  ['Paduan Suara', 'Aula', '6', 'Seni'],
  ['English Club', 'Lab Bahasa', '7', 'Bahasa'],
  ['Robotik', 'Lab Komputer 1', '8', 'Sains dan Teknologi'],
  ['Rohkris', 'Ruang Teori/Kelas 1', '5', 'Keagamaan'],
  ['Pencak Silat', 'Aula', '4', 'Olahraga'],
  ['Bola Voli', 'Lapangan Olahraga', '4', 'Olahraga'],
  ['Jurnalistik', 'Perpustakaan', '9', 'Jurnalistik'],
  ['Tari Tradisional', 'Aula', '6', 'Seni'],
  ['Karya Ilmiah Remaja', 'Lab Kimia', '10', 'Karya Ilmiah'],
];

export function ekskulRombels(
  rng: Rng,
  plans: ClassPlan[],
  staff: Staff,
  semesterId: string,
  tahunAjaran: number,
  rooms: Rooms,
): RombelRow[] {
  const count = Math.min(
    EKSKUL.length,
    8 + Math.round(plans.flatMap((p) => p.members).length / 250),
  );
  const younger = plans.filter((p) => p.tingkat <= 11).flatMap((p) => p.members);
  const scale = Math.max(1, younger.length / 650);
  const kurikulum = PROGRAMMES[0]!.kurikulumProgram;
  return EKSKUL.slice(0, count).map(([nama, room, code, category], i) => {
    let members: PesertaDidikRecord[];
    if (nama === 'Pramuka')
      members = plans.filter((p) => p.tingkat === 10).flatMap((p) => p.members);
    else {
      const pool =
        nama === 'Rohis'
          ? younger.filter((m) => m.agama_id === 1)
          : nama === 'Rohkris'
            ? younger.filter((m) => m.agama_id === 2 || m.agama_id === 3)
            : younger;
      members = rng.shuffle(pool).slice(0, Math.round(rng.int(15, 40) * scale));
    }
    const row = rombelRow({
      id: rng.uuid(),
      nama,
      tingkat: 10,
      semesterId,
      jenis: '51',
      kurikulum,
      room: rooms.get(room),
      ptk: rng.pick(staff.allTeachers).row,
      anggota: anggota(rng, [...members].sort(byNama)),
    });
    row.id_kelas_ekskul = rng.uuid();
    row.id_ekskul = code;
    row.nm_ekskul = nama;
    row.sk_ekskul = `${String(i + 1).padStart(3, '0')}/SK/SMK-NM/VII/${tahunAjaran}`;
    row.id_ekskul_str = category;
    return row;
  });
}
