// The Dapodik simulator for the deadline load (bench/deadline-load.mjs), run as a child process:
//
//   node --import tsx bench/deadline-sim.mjs --students 3000 --class-size 36 --npsn 69999998
//
// The generated school's regular classes hold 31-38 students; every regular class below
// --class-size is topped up to it with the simulator's own addStudent mutation (deterministic),
// so that the bench can pick classes of exactly that size. Prints `URL <url>` and one
// `TOPPED {...}` JSON line, then serves until SIGTERM.

import { parseArgs } from 'node:util';
import { generateSchool } from '../tools/dapodik-sim/src/generate-school.ts';
import { addStudent } from '../tools/dapodik-sim/src/mutations.ts';
import { startDapodikSim } from '../tools/dapodik-sim/src/server.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '3000' },
    'class-size': { type: 'string', default: '36' },
    npsn: { type: 'string', default: '69999998' },
    seed: { type: 'string', default: '1' },
  },
});
const classSize = Number(values['class-size']);
const school = generateSchool({
  seed: Number(values.seed),
  students: Number(values.students),
  npsn: values.npsn,
  semesterId: '20261',
});
let added = 0;
let classes = 0;
for (const rombel of school.rombonganBelajar) {
  if (rombel.jenis_rombel !== '1') continue;
  if (rombel.anggota_rombel.length <= classSize) classes += 1;
  while (rombel.anggota_rombel.length < classSize) {
    addStudent(school, { rombonganBelajarId: rombel.rombongan_belajar_id });
    added += 1;
  }
}
const sim = await startDapodikSim({ school, port: 0, token: 'sim-token' });
process.stdout.write(`URL ${sim.url}\n`);
process.stdout.write(
  `TOPPED ${JSON.stringify({ students: school.pesertaDidik.length, added, classesOfSize: classes, classSize })}\n`,
);
const stop = () => void sim.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
