import { NilaiTengahSemesterScreen as Screen } from '../../../features/penilaian/components/nilai-tengah-semester-screen';

export function NilaiTengahSemesterScreen() {
  return <Screen />;
}
