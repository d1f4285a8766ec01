import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGAMA_OF_MAPEL, agamaOfMapel, isMapelAkademik } from './mapel-khusus';

const REFERENCE = resolve(__dirname, '../../../../../shared/data/national-reference');
const read = <T>(file: string) => JSON.parse(readFileSync(resolve(REFERENCE, file), 'utf8')) as T;

describe('special subjects', () => {
  it('keeps PKL, the P5 parent and every P5 theme off the academic grids', () => {
    expect(isMapelAkademik(800001000)).toBe(false);
    expect(isMapelAkademik(200040000)).toBe(false);
    expect(isMapelAkademik(200040010)).toBe(false);
    expect(isMapelAkademik(200040080)).toBe(false);
    expect(isMapelAkademik(401000000)).toBe(true);
    expect(isMapelAkademik(200010000)).toBe(true);
  });
  it('knows the religion of the religion subjects only', () => {
    expect(agamaOfMapel(100011070)).toBe(1);
    expect(agamaOfMapel(100012050)).toBe(2);
    expect(agamaOfMapel(109011010)).toBe(7);
    expect(agamaOfMapel(401000000)).toBeNull();
  });
  it('gives each religion subject the religion its national name says (real reference tables)', () => {
    const mapel = new Map(
      read<{ mata_pelajaran_id: number; nama: string }[]>('mata_pelajaran.json').map((row) => [
        row.mata_pelajaran_id,
        row.nama,
      ]),
    );
    const agama = new Map(
      read<{ id: number; nama: string }[]>('ref_agama.json').map((row) => [row.id, row.nama]),
    );
    // the word of each religion in the subjects' names (ref_agama spells two of them otherwise)
    const kata = (nama: string) =>
      nama.startsWith('Kong Hu')
        ? 'Konghuchu'
        : nama.startsWith('Kepercayaan')
          ? 'Kepercayaan'
          : nama;
    expect(AGAMA_OF_MAPEL.size).toBeGreaterThan(0);
    for (const [mapelId, agamaId] of AGAMA_OF_MAPEL) {
      const subject = mapel.get(mapelId);
      expect(subject, `mata pelajaran ${mapelId}`).toBeDefined();
      expect(subject, `${mapelId} → agama ${agamaId}`).toContain(kata(agama.get(agamaId)!));
    }
    expect(mapel.get(100014140)).toBe('Pendidikan Agama Buddha dan Budi Pekerti');
    expect(agamaOfMapel(100014140)).toBe(5);
    expect(agamaOfMapel(100015010)).toBe(4);
  });
});
