// zod/mini: these schemas are on the sign-in page's first load, where the classic build's size counts.
import { z } from 'zod/mini';

export const ROLES = [
  'ADMIN',
  'READ_ONLY_ADMIN',
  'PUBLISHER',
  'CONTENT_OWNER',
  'SALES_REPRESENTATIVE',
  'CAMPAIGN_MANAGER',
  'REV_OPS',
  'DESIGNER',
] as const;

export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Admin',
  READ_ONLY_ADMIN: 'Read only Admin',
  PUBLISHER: 'Publisher',
  CONTENT_OWNER: 'Content owner',
  SALES_REPRESENTATIVE: 'Sales representative',
  CAMPAIGN_MANAGER: 'Campaign manager',
  REV_OPS: 'Rev Ops',
  DESIGNER: 'Designer',
};

export const MAIN_ROLES: readonly Role[] = [
  'ADMIN',
  'SALES_REPRESENTATIVE',
  'READ_ONLY_ADMIN',
  'CAMPAIGN_MANAGER',
  'REV_OPS',
  'DESIGNER',
];

export const ADDITIONAL_ROLES: readonly Role[] = ['PUBLISHER', 'CONTENT_OWNER'];

export const isMainRole = (role: Role): boolean => MAIN_ROLES.includes(role);

/** A user needs at least one main or additional role; otherwise the setup is broken. */
export const hasUsableRoles = (roles: readonly Role[]): boolean =>
  roles.some((role) => MAIN_ROLES.includes(role) || ADDITIONAL_ROLES.includes(role));

/** App areas of the console, each served to one role. */
export const APP_AREAS = {
  admin: 'ADMIN',
  publisher: 'PUBLISHER',
  co: 'CONTENT_OWNER',
  sr: 'SALES_REPRESENTATIVE',
  cm: 'CAMPAIGN_MANAGER',
  ro: 'REV_OPS',
  ds: 'DESIGNER',
  'admin-readonly': 'READ_ONLY_ADMIN',
} as const satisfies Record<string, Role>;

export type AppArea = keyof typeof APP_AREAS;
