import { CpKatalogCard } from '../../../features/kurikulum/components/cp-import';
import { MapelScreen } from '../../../features/referensi/components/mapel-screen';

export function MataPelajaranScreen() {
  return (
    <>
      <CpKatalogCard />
      <MapelScreen />
    </>
  );
}
