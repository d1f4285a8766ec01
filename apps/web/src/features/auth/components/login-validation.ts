import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '@erapor/shared/auth/auth.schemas';
import '../../../lib/zod-setup';

/** Validation of the sign-in form; loaded on demand so the sign-in page starts without zod. */
export const loginResolver = zodResolver(loginBodySchema);
