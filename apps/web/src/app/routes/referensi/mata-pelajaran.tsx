import { MapelScreen } from '../../../features/referensi/components/mapel-screen';

export function MataPelajaranScreen() {
  return <MapelScreen />;
}
