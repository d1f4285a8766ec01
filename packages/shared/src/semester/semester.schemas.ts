import { z } from 'zod';
import { semesterSchema } from '../auth/auth.schemas';

export const semesterListSchema = z.object({ semesters: z.array(semesterSchema) });
