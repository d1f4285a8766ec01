import { GtkScreen } from '../../../features/referensi/components/gtk-screen';

export function TendikScreen() {
  return <GtkScreen jenis="tendik" />;
}
