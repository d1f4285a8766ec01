import { Link } from 'react-router';
import { useSession } from '../../lib/storage';
import { homePathFor } from '../route-guard';

/** Logo and product name, linking to the home of the current user. */
export function Brand({ withName = true }: { withName?: boolean }) {
  const { loggedIn, userData } = useSession();
  return (
    <Link
      to={loggedIn ? homePathFor(userData) : '/login'}
      className="brand"
      aria-label="e-Rapor SMK"
    >
      <img src="/images/logo/logo.png" alt="" width={36} height={36} />
      {withName ? <span>e-Rapor SMK</span> : null}
    </Link>
  );
}
