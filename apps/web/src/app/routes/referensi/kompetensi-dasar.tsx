import { KdScreen } from '../../../features/kurikulum/components/kd-screen';

export function KompetensiDasarScreen() {
  return <KdScreen />;
}
