// zod/mini: these schemas are on the sign-in page's first load, where the classic build's size counts.
import { z } from 'zod/mini';
import { RoleSchema } from './roles';

export const NetworkRefSchema = z.object({ id: z.int(), name: z.string() });

/** The signed-in user as `GET /api/users/me` returns it. */
export const MeSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(RoleSchema),
  publisherIds: z.array(z.int()),
  contentOwnerIds: z.array(z.int()),
  network: z.nullable(NetworkRefSchema),
});
export type Me = z.infer<typeof MeSchema>;
