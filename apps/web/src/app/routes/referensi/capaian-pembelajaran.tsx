import { CpScreen } from '../../../features/kurikulum/components/cp-screen';

export function CapaianPembelajaranScreen() {
  return <CpScreen />;
}
