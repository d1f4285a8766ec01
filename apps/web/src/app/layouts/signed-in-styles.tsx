import type { ReactNode } from 'react';
import '@mantine/core/styles.layer.css';
import '../../lib/zod-setup';

/**
 * Holds the signed-in pages until the complete Mantine stylesheet has arrived (it comes with this
 * chunk); signed-out pages get by with the few component styles of public-styles.ts. The zod
 * set-up comes along too: signed-in screens validate forms with zod.
 */
export function SignedInStyles({ children }: { children: ReactNode }) {
  return children;
}
