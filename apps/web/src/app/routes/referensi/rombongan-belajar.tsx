import { RombelScreen } from '../../../features/referensi/components/rombel-screen';

export function RombonganBelajarScreen() {
  return <RombelScreen jenis="1" />;
}
