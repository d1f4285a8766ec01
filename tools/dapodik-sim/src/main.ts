/**
 * CLI: npm run dapodik-sim -- --port 5774 --seed 1 --students 1000 --npsn 69999999 --token sim-token
 *      npm run dapodik-sim -- --out school.json      (dump the generated school and exit)
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULTS, generateSchool, OPERATOR_USERNAME } from './generate-school';
import { DEFAULT_RUNTIME, startDapodikSim } from './server';
import type { RuntimeOptions } from './handler';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5774' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: String(DEFAULTS.seed) },
    students: { type: 'string', default: String(DEFAULTS.students) },
    npsn: { type: 'string', default: DEFAULTS.npsn },
    semester: { type: 'string', default: DEFAULTS.semesterId },
    token: { type: 'string', default: DEFAULT_RUNTIME.token },
    'allowed-ip': { type: 'string', default: DEFAULT_RUNTIME.allowedIp },
    'empty-set': { type: 'string', default: DEFAULT_RUNTIME.emptySetMode },
    'error-framing': { type: 'string', default: DEFAULT_RUNTIME.errorFraming },
    'honour-semester': { type: 'boolean', default: false },
    latency: { type: 'string', default: '0' },
    out: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`Dapodik Web Service simulator (dev/test only)
  --port 5774 --host 127.0.0.1 --seed 1 --students 1000 --npsn 69999999 --semester 20261
  --token sim-token --allowed-ip localhost --empty-set rows|error --error-framing json|http-block
  --honour-semester --latency 0 --out school.json`);
  process.exit(0);
}

const generate = {
  seed: Number(values.seed),
  students: Number(values.students),
  npsn: values.npsn,
  semesterId: values.semester,
};

if (values.out) {
  const school = generateSchool(generate);
  writeFileSync(values.out, `${JSON.stringify(school, null, 2)}\n`);
  console.log(
    `Wrote ${values.out}: ${school.pesertaDidik.length} students, ${school.gtk.length} staff`,
  );
  process.exit(0);
}

const sim = await startDapodikSim({
  ...generate,
  port: Number(values.port),
  host: values.host,
  token: values.token,
  allowedIp: values['allowed-ip'],
  emptySetMode: values['empty-set'] as RuntimeOptions['emptySetMode'],
  errorFraming: values['error-framing'] as RuntimeOptions['errorFraming'],
  honourSemesterId: values['honour-semester'],
  latencyMs: Number(values.latency),
});

const rb = sim.school.rombonganBelajar;
console.log(`Dapodik Web Service simulator listening
  URL       ${sim.url}
  Token     ${sim.options.token}
  NPSN      ${sim.school.sekolah.npsn}
  Semester  ${sim.school.semesterId}
  School    ${sim.school.sekolah.nama}
  Operator  ${OPERATOR_USERNAME}
  Size      ${sim.school.pesertaDidik.length} students, ${sim.school.gtk.length} staff, ${rb.length} rombel
  Try       curl -H "Authorization: Bearer ${sim.options.token}" "${sim.url}/WebService/getSekolah?npsn=${sim.school.sekolah.npsn}"`);

const shutdown = () => {
  void sim.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
