import { PdScreen } from '../../../features/referensi/components/pd-screen';

export function PesertaDidikAktifScreen() {
  return <PdScreen status="aktif" />;
}
