import { z } from 'zod';

/** The one error shape every API failure has (ARCHITECTURE §5). */
export const ErrorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
