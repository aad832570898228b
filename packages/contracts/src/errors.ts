import { z } from 'zod';

/** The one error shape every API failure has (docs/architecture.md §5). */
export const ErrorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
