import { BobotScreen } from '../../../features/kurikulum/components/bobot-screen';

export function BobotPenilaianScreen() {
  return <BobotScreen />;
}
