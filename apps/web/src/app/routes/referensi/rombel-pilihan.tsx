import { RombelScreen } from '../../../features/referensi/components/rombel-screen';

export function RombelPilihanScreen() {
  return <RombelScreen jenis="16" />;
}
