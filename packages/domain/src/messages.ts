/** The message catalogue: every message of part 1 §8 and part 2 §8, word for word. */
export const MESSAGES = {
  // Part 1 §8
  errorFetchingDemandConnections: 'Error fetching demand connections!',
  errorFetchingDemandPartnerPlacement: 'Error during while fetching demand partner placement',
  errorChannelUpdate: 'Error occurred during channel update',
  errorCollectionCreation: 'Error occurred during collection creation',
  errorCollectionUpdate: 'Error occurred during collection update',
  errorFeedCreation: 'Error occurred during feed creation',
  errorFeedCountPreview: 'Error occurred during feed count preview',
  errorFetchingVideo: 'Error occurred during fetching video',
  errorUpdatingThumbnail: 'Error occurred during updating Thumbnail',
  errorFetchingPublishers: 'Error during while fetching publishers',
  errorFetchingContentOwners: 'Error during while fetching content owners',
  invalidCredentials: 'Invalid credentials',
  errorIdentityEstablishment: 'Error during identity establishment',
  invalidToken: 'Invalid token',
  publisherIdMissing: 'publisher id does not exist for user !',
  wrongUserSetup: 'wrong user setup, please contact our support',
  passwordResetLinkSent: (email: string) => `Password reset link sent to ${email}`,
  errorResetPassword: 'Error while trying to reset password',
  passwordSet: 'Password successfully set',
  errorSetNewPassword: 'Error while trying to set new password',
  tokenExpired: 'Token expired or not valid. Please try to reset password again.',
  channelUpdated: 'Channel updated successfully',
  channelCreated: 'Channel created successfully',
  collectionUpdated: 'Collection updated successfully',
  collectionCreated: 'Collection created successfully',
  feedCreated: 'Feed created successfully',
  thumbnailUpdated: 'Thumbnail updated successfully',
  forbidden: 'Forbidden',
  // Issue 7: an address that names no page or no record
  notFound: 'Page not found',
  notFoundText: 'Nothing is at this address. The link may be old or mistyped.',
  backHome: 'Back to the start page',
  noData: 'No data to show',
  // Part 1 §5 and part 2 §5
  passwordRule:
    'Password must be min. 8 characters long and have at least one upper case, digit and special character',
  passwordsDoNotMatch: 'Passwords do not match!',
  // Part 2 §8 fallbacks
  errorUserCreation: 'Error occurred during user creation',
  errorFetchingContentOwner: 'Error occurred fetching content owner',
  errorGettingFlags: 'Error occurred during getting flags',
  errorAddOwnerToVideo: 'Error occurred during add owner to video',
  errorPublisherUpdating: 'Error occurred during publisher updating',
  errorAddVideosToCollections: 'Error occurred during add videos to collections',
  errorFetchingVideos: 'Error during while fetching videos',
  errorRemovingOwner: 'Error while removing owner from video(s)',
  errorAppAutocomplete: 'Error while fetching app autocomplete data',
  errorBundlesAutocomplete: 'Error while fetching bundles autocomplete data',
  errorGettingArtists: 'Error occurred during getting artists',
  errorFetchingCategories: 'Error occurred while fetching categories',
  errorDealsAutocomplete: 'Error while fetching deals autocomplete data.',
  errorDemandPartnerAutocomplete: 'Error while fetching demand partner autocomplete data.',
  errorConnectionAutocomplete: 'Error while fetching connection autocomplete data.',
  errorLineItemAutocomplete: 'Error while fetching line item autocomplete data.',
  errorPlacementsAutocomplete: 'Error while fetching placements autocomplete data.',
  errorPublisherAutocomplete: 'Error while fetching publisher autocomplete data.',
  errorCountryData: 'Error while fetching country data.',
  errorTargetingAutocomplete: 'Error while fetching targeting set autocomplete data.',
  errorFlagsGenresTags: 'Error occurred during getting flags / genres / tags.',
  // Part 2 §8 successes
  userUpdated: 'User updated successfully',
  userCreated: 'User created successfully',
  videosEdited: 'You have successfully edit videos',
  metadataUpdated: 'Metadata updated successfully',
  videosAddedToCollections: 'You have successfully added videos to collections',
  ownerRemoved: 'You have successfully removed owner from video(s)',
  passwordChanged: 'Successfully changed password',
  confirmRemoveOwner: 'Are you sure you want to remove owner from video(s)?',
  // Confirm dialog defaults (part 2 §2)
  confirmTitle: 'Please confirm your action',
  confirmText: 'Are you sure?',
  confirmButton: 'Yes!',
} as const;

/** Messages the API answers with that the spec leaves to us (rate limits, versions, passwords, bad input). */
export const SERVER_MESSAGES = {
  tooManySignInsFromClient: (minutes: number) =>
    `Too many sign-in attempts from this device. Try again in ${minutes} minutes.`,
  tooManyFailedSignIns: (minutes: number) =>
    `Too many failed sign-in attempts for this account from this device. Try again in ${minutes} minutes.`,
  signInsSlowedDown: (seconds: number) =>
    `This account is receiving many failed sign-in attempts, so each attempt waits its turn. Try again in ${seconds} seconds.`,
  tooManyResetRequests: (minutes: number) =>
    `Too many password reset requests. Try again in ${minutes} minutes.`,
  tooManyPasswordGuesses: (minutes: number) =>
    `Too many wrong current passwords. Try again in ${minutes} minutes.`,
  currentPasswordWrong: 'Current password is incorrect',
  recoveryRequested:
    'If an account exists for this e-mail address, a link to reset its password is on its way.',
  passwordResetDone: 'Your password has been set. You can sign in with it now.',
  staleVersion:
    'This record was changed by someone else since you opened it. Reload it and apply your change again.',
  nulCharacter: (field: string) => `${field}: text must not contain the NUL character`,
  moreProblems: (count: number) => `…and ${count} more problems`,
} as const;
