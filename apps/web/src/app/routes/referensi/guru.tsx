import { GtkScreen } from '../../../features/referensi/components/gtk-screen';

export function GuruScreen() {
  return <GtkScreen jenis="guru" />;
}
