import { GtkScreen } from '../../../features/referensi/components/gtk-screen';

export function InstrukturScreen() {
  return <GtkScreen jenis="instruktur" />;
}
