import { z } from 'zod';
import { indonesianIssueMessage } from '@erapor/shared/validation/indonesian-errors';

// Form validation speaks the same Indonesian as the API. Zod is not part of the first download
// (the sign-in page loads it when the user starts typing), so every place that brings zod into
// the browser imports this module first: the signed-in shell, the register and reset screens and
// the login validation chunk.
z.config({ customError: indonesianIssueMessage });
