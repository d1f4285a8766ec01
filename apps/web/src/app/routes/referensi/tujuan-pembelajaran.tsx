import { TpScreen } from '../../../features/kurikulum/components/tp-screen';

export function TujuanPembelajaranScreen() {
  return <TpScreen />;
}
