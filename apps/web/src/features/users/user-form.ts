import type { Role } from '@adcast/domain/roles';
import type { Me } from '@adcast/domain/user';
import { grantableRoles, keepsContentOwners, keepsPublishers } from '@adcast/domain/users/roles';
import { NetworkUserInputSchema, type User } from '@adcast/domain/users/users';

/** Create: e-mail, name, optional password, roles and links; edit leaves the e-mail and password out. */
export const userCreateSchema = NetworkUserInputSchema;
export const userEditSchema = NetworkUserInputSchema.omit({ email: true, password: true });

export interface UserFormValues {
  email: string;
  name: string;
  password: string;
  roles: Role[];
  publisherIds: number[];
  contentOwnerIds: number[];
}

/** Where the dialog was opened: a network's users, or a publisher's or content owner's (role fixed). */
export type UserDialogContext =
  | { kind: 'users' }
  | { kind: 'network'; networkId: number }
  | { kind: 'publisher'; publisherId: number; networkId?: number }
  | { kind: 'contentOwner'; contentOwnerId: number }
  /** A publisher user's own publisher (its home): it adds and renames users there itself (pub-dash). */
  | { kind: 'ownPublisher'; publisherId: number };

/** The role is fixed when the dialog is opened from a publisher or a content owner. */
export const fixesRole = (context: UserDialogContext) =>
  context.kind !== 'users' && context.kind !== 'network';

/** Writing without users-create: a publisher user on its own publisher's users. */
export const mayWriteUsers = (context: UserDialogContext, canCreate: boolean) =>
  canCreate || context.kind === 'ownPublisher';

export const initialValues = (user: User | null, context: UserDialogContext): UserFormValues => {
  if (user)
    return {
      email: user.email,
      name: user.name,
      password: '',
      roles: [...user.roles],
      publisherIds: [...user.publisherIds],
      contentOwnerIds: [...user.contentOwnerIds],
    };
  const empty = { email: '', name: '', password: '', publisherIds: [], contentOwnerIds: [] };
  if (context.kind === 'publisher' || context.kind === 'ownPublisher')
    return { ...empty, roles: ['PUBLISHER'], publisherIds: [context.publisherId] };
  if (context.kind === 'contentOwner')
    return { ...empty, roles: ['CONTENT_OWNER'], contentOwnerIds: [context.contentOwnerId] };
  return { ...empty, roles: [] };
};

/**
 * Part 2 §6: the roles the signed-in user may give (only roles it holds, an admin any); opened for
 * a network, no content owner, read-only admin, campaign manager or revenue ops.
 */
export function roleChoices(me: Me, context: UserDialogContext): readonly Role[] {
  const inNetwork = context.kind === 'network' || me.network !== null;
  return grantableRoles({ roles: me.roles, network: inNetwork ? true : null });
}

/** Part 2 §5: what the dialog sends: publisher ids only with publisher or sales rep, owners only with content owner. */
export function keptLinks(values: UserFormValues) {
  return {
    publisherIds: keepsPublishers(values.roles) ? values.publisherIds : [],
    contentOwnerIds: keepsContentOwners(values.roles) ? values.contentOwnerIds : [],
  };
}
