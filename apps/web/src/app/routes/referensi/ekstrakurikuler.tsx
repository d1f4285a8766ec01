import { EkskulScreen } from '../../../features/referensi/components/ekskul-screen';

export function EkstrakurikulerScreen() {
  return <EkskulScreen />;
}
