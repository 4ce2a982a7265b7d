import { z } from 'zod';

/** A network as the network picker lists it. */
export const NetworkSchema = z.object({ id: z.number().int(), name: z.string() });
export type Network = z.infer<typeof NetworkSchema>;
