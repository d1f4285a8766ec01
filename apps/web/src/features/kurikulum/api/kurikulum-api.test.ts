import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { kurikulumKeys, refreshAfterTpChange } from './kurikulum-api';

describe('refreshAfterTpChange', () => {
  it('marks the curriculum lists and what follows from them elsewhere as stale, nothing else', async () => {
    const queryClient = new QueryClient();
    const keys = {
      tpList: ['kurikulum', 'tp', 'q'],
      slmGrid: ['penilaian', 'grid', 'slm', 'p-1'],
      nilaiAsesmen: ['penilaian', 'nilai-asesmen', 'p-1'],
      beranda: ['beranda', 'penilaian', 'guru', '20261'],
      profil: ['profil'],
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, 'old');
    await refreshAfterTpChange(queryClient);
    const stale = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [
        name,
        queryClient.getQueryState(key)?.isInvalidated,
      ]),
    );
    expect(stale).toEqual({
      tpList: true,
      slmGrid: true,
      nilaiAsesmen: true,
      beranda: true,
      profil: false,
    });
    // the weights' own list, with the same consequences
    queryClient.setQueryData(kurikulumKeys.bobot, 'old');
    queryClient.setQueryData(keys.slmGrid, 'old');
    await refreshAfterTpChange(queryClient, kurikulumKeys.bobot);
    expect(queryClient.getQueryState(kurikulumKeys.bobot)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.slmGrid)?.isInvalidated).toBe(true);
  });
});
