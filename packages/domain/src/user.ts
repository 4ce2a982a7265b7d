import { z } from 'zod';
import { RoleSchema } from './roles';

export const NetworkRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The signed-in user as `GET /api/users/me` returns it. */
export const MeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(RoleSchema),
  publisherIds: z.array(z.number().int()),
  contentOwnerIds: z.array(z.number().int()),
  network: NetworkRefSchema.nullable(),
});
export type Me = z.infer<typeof MeSchema>;
