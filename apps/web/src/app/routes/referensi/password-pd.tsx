import { PasswordPdScreen } from '../../../features/referensi/components/password-pd-screen';

export function PasswordPdRouteScreen() {
  return <PasswordPdScreen />;
}
