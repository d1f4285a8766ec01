import { DudiScreen as Screen } from '../../../features/referensi/components/dudi-screen';

export function DudiScreen() {
  return <Screen />;
}
