import { AsesmenSumatifScreen as Screen } from '../../../features/penilaian/components/asesmen-sumatif-screen';

export function AsesmenSumatifScreen() {
  return <Screen />;
}
