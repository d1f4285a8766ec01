import { describe, expect, it } from 'vitest';
import { agamaOfMapel, isMapelAkademik } from './mapel-khusus';

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
});
