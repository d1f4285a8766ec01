import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  Container,
  Group,
  MantineProvider,
  SegmentedControl,
  Stack,
  Title,
} from '@mantine/core';
import '@mantine/core/styles.layer.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { GridColumn, GridData, GridKind } from '@erapor/shared/penilaian/grid.schemas';
import { id } from '@erapor/shared/i18n/locales/id';
import { theme } from '../../../app/theme';
import { initI18n } from '../../../lib/i18n';
import { GradeGrid } from '../grade-grid';
import { createFakeGridServer, type FakeGridServer } from './fake-grid-server';

/**
 * Dev-only preview of the grade grid (`npm run dev -w @erapor/web`, then open
 * /dev/grade-grid-story.html): a class of 36 against an in-memory server that can go offline,
 * lock, expire the token or let a colleague change a grade. Never part of the build.
 */

const FIRST = [
  'ADI',
  'BAYU',
  'CITRA',
  'DIMAS',
  'EKA',
  'FAJAR',
  'GITA',
  'HENDRA',
  'INDAH',
  'JOKO',
  'KARTIKA',
  'LUTFI',
];
const LAST = [
  'PRATAMA',
  'SAPUTRA',
  'LESTARI',
  'NUGROHO',
  'WULANDARI',
  'HIDAYAT',
  'RAHMAWATI',
  'KURNIAWAN',
  'SETIAWAN',
];

const TPS = [
  'Menerapkan keselamatan dan kesehatan kerja di bengkel jaringan',
  'Merakit komputer sesuai prosedur operasi standar',
  'Menginstal sistem operasi dan perangkat lunak aplikasi',
  'Mengonfigurasi jaringan lokal berbasis kabel',
  'Menerapkan pengalamatan IP versi 4',
  'Mengonfigurasi titik akses nirkabel',
  'Mendiagnosis gangguan pada jaringan lokal',
  'Mendokumentasikan hasil pekerjaan jaringan',
];

function columnsOf(kind: GridKind): GridColumn[] {
  if (kind === 'sas') {
    return [
      { key: 'non-tes', label: 'Non Tes', type: 'score' },
      { key: 'tes', label: 'Tes', type: 'score' },
      {
        key: 'na',
        label: 'NA',
        type: 'score',
        readOnly: true,
        description: 'Rata-rata bagian yang terisi',
      },
    ];
  }
  if (kind === 'ketercapaian') {
    return TPS.slice(0, 4).map((text, index) => ({
      key: `tp-${index + 1}`,
      label: `TP ${index + 1}`,
      description: text,
      type: 'kompeten' as const,
    }));
  }
  if (kind === 'deskripsi') {
    return [
      { key: 'capaian', label: 'Capaian kompetensi', type: 'text' },
      { key: 'perlu_ditingkatkan', label: 'Perlu ditingkatkan', type: 'text' },
    ];
  }
  return TPS.map((text, index) => ({
    key: `tp-${index + 1}`,
    label: `TP ${index + 1}`,
    description: text,
    type: 'score' as const,
  }));
}

function classOf(kind: GridKind): GridData {
  const columns = columnsOf(kind);
  return {
    kind,
    pembelajaran: {
      pembelajaran_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6f',
      nama_mata_pelajaran: 'Dasar-dasar Teknik Jaringan Komputer dan Telekomunikasi',
      mata_pelajaran_id: 800001000,
      rombongan_belajar_id: '7d1e2f3a-4b5c-4d6e-8f9a-0b1c2d3e4f50',
      rombel: 'X TJKT 1',
      tingkat: 10,
      merdeka: true,
    },
    lock: null,
    columns,
    rows: Array.from({ length: 36 }, (_, index) => {
      const n = String(index + 1).padStart(2, '0');
      return {
        anggota_rombel_id: `0b6f2d1e-0000-4000-8000-0000000000${n}`,
        peserta_didik_id: `9a9a2d1e-0000-4000-8000-0000000000${n}`,
        nama: `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`,
        nisn: `00${81234500 + index}`,
        cells: Object.fromEntries(
          columns
            .filter((column) => !column.readOnly && index % 3 !== 2 && column.type === 'score')
            .slice(0, 3)
            .map((column, c) => [
              column.key,
              { value: 70 + ((index * 3 + c * 5) % 28), version: 1 },
            ]),
        ),
      };
    }),
  };
}

const servers = new Map<GridKind, FakeGridServer>();
let shownKind: GridKind = 'slm';

function serverFor(kind: GridKind): FakeGridServer {
  if (!servers.has(kind)) {
    servers.set(kind, createFakeGridServer(classOf(kind), { me: 'Rina Marlina, S.Kom.' }));
  }
  return servers.get(kind)!;
}

window.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const path = url.replace(/^.*\/api\//, '');
  await new Promise((resolve) => setTimeout(resolve, 350));
  if (path === 'jwt/refresh-token') {
    return Response.json(
      { error: { code: 'x', message: 'Tidak ada sesi di pratinjau.' } },
      { status: 401 },
    );
  }
  const kind = (/^penilaian\/grid\/([a-z-]+)/.exec(path)?.[1] as GridKind | undefined) ?? shownKind;
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  const answer = serverFor(kind).handle(init?.method ?? 'GET', path, body);
  if (!answer) throw new TypeError('Failed to fetch');
  return Response.json(answer.json, { status: answer.status });
};

function Story() {
  const [kind, setKind] = useState<GridKind>('slm');
  const [, rerender] = useState(0);
  const current = serverFor(kind);
  return (
    <Container size="xl" py="md">
      <Stack gap="sm">
        <Title order={3}>Lembar nilai — pratinjau (X TJKT 1)</Title>
        <Group>
          <SegmentedControl
            value={kind}
            onChange={(value) => {
              shownKind = value;
              setKind(value);
            }}
            data={[
              { value: 'slm', label: 'SLM' },
              { value: 'sas', label: 'SAS' },
              { value: 'ketercapaian', label: 'Ketercapaian TP' },
              { value: 'deskripsi', label: 'Deskripsi' },
            ]}
          />
          <SegmentedControl
            value={current.mode}
            onChange={(value) => {
              current.setMode(value);
              rerender((n) => n + 1);
            }}
            data={[
              { value: 'ok', label: 'Normal' },
              { value: 'offline', label: 'Jaringan putus' },
              { value: 'lose-response', label: 'Jawaban hilang' },
              { value: 'expired-once', label: 'Token kedaluwarsa' },
              { value: 'locked', label: 'Dikunci' },
            ]}
          />
          <Button
            variant="default"
            onClick={() => {
              const row = current.grid.rows[0]!;
              const column = current.grid.columns.find((c) => !c.readOnly)!;
              current.colleagueWrites(
                row.anggota_rombel_id,
                column.key,
                column.type === 'text' ? 'Diubah rekan.' : column.type === 'kompeten' ? 0 : 65,
              );
            }}
          >
            Rekan mengubah baris 1
          </Button>
        </Group>
        <GradeGrid kind={kind} pembelajaranId={current.grid.pembelajaran.pembelajaran_id} />
      </Stack>
    </Container>
  );
}

initI18n('id', id);
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const router = createMemoryRouter([{ path: '/', element: <Story /> }]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
