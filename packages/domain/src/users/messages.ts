/** What the users API answers when a user write breaks a rule (the spec leaves these unworded). */
export const USER_MESSAGES = {
  rolesRequired: 'Roles are required',
  oneMainRole:
    'Choose at most one main role (Admin, Sales representative, Read only Admin, Campaign manager, Rev Ops, Designer)',
  publishersRequired: 'Choose at least one publisher for the publisher role',
  contentOwnersRequired: 'Choose at least one content owner for the content owner role',
  emailTaken: 'A user with this e-mail address already exists',
  emailLocked: 'The e-mail address of a user cannot be changed',
  passwordOnCreateOnly: 'A password can only be given when the user is created',
  roleNotGrantable: (role: string) => `You cannot give the ${role} role: you do not hold it`,
  roleNotForNetwork: (role: string) => `The ${role} role cannot be given to a network user`,
  ownNetworkOnly: 'You can only manage users of your own network',
  publisherNotFound: (id: number) => `Publisher ${id} does not exist or is outside the user's network`,
  contentOwnerNotFound: (id: number) => `Content owner ${id} does not exist or is outside the user's network`,
  notYourself: 'You cannot disable or delete your own account',
  ownRoles: 'You cannot change your own roles, publishers or content owners',
  lastAdmin: 'The last enabled admin cannot be disabled or deleted',
  alreadyEnabled: 'This user is already enabled',
  alreadyDisabled: 'This user is already disabled',
  notManageable: 'You cannot manage this user',
} as const;

/** What the users screens tell the user (part 2 §8 names the create and update notices in MESSAGES). */
export const USER_NOTICES = {
  enabled: 'User enabled',
  disabled: 'User disabled',
  deleted: 'User deleted',
  errorStatus: 'Error occurred while changing the user status',
  errorDelete: 'Error occurred while deleting the user',
  errorFetching: 'Error occurred while fetching users',
  confirmEnable: (email: string) => `Enable ${email}? They can sign in again.`,
  confirmDisable: (email: string) => `Disable ${email}? Their open sessions end at once.`,
  confirmDelete: (email: string) => `Delete ${email}? This cannot be undone.`,
  passwordHint: 'Leave empty to e-mail the user a link to set their own password',
} as const;
