import { NilaiAkhirScreen as Screen } from '../../../features/penilaian/components/nilai-akhir-screen';

export function NilaiAkhirScreen() {
  return <Screen />;
}
