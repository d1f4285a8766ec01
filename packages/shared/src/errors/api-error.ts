import { z } from 'zod';

/** Every error the API answers has this body; `code` is `<feature>.<reason>` and stable. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
  /** Only on 5xx: what the client's modal shows (spec §8). */
  icon: z.enum(['error', 'warning', 'info']).optional(),
  title: z.string().optional(),
  text: z.string().optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

export function isApiError(value: unknown): value is ApiError {
  return apiErrorSchema.safeParse(value).success;
}
