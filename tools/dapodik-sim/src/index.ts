/** Public API of the Dapodik Web Service simulator (import '@erapor/dapodik-sim/index'). */
export { startDapodikSim, DEFAULT_RUNTIME } from './server';
export type { DapodikSim, StartOptions, RuntimeOptions } from './server';
export { generateSchool, DEFAULTS, OPERATOR_USERNAME, PERAN } from './generate-school';
export {
  addStudent,
  moveStudent,
  removeGtk,
  removeStudent,
  renameRombel,
  setWali,
} from './mutations';
export { ACCESS_DENIED } from './handler';
export type { MatevRow, NilaiRow, PushLogEntry, PushStore } from './push';
export * from './types';
