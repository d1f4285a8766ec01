import { GtkScreen } from '../../../features/referensi/components/gtk-screen';

export function AsesorScreen() {
  return <GtkScreen jenis="asesor" />;
}
