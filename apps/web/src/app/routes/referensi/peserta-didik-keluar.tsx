import { PdScreen } from '../../../features/referensi/components/pd-screen';

export function PesertaDidikKeluarScreen() {
  return <PdScreen status="keluar" />;
}
