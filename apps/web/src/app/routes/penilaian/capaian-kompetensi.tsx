import { CapaianKompetensiScreen as Screen } from '../../../features/penilaian/components/capaian-kompetensi-screen';

export function CapaianKompetensiScreen() {
  return <Screen />;
}
