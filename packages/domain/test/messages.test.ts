import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages';

describe('the message catalogue, word for word', () => {
  it.each([
    [MESSAGES.errorFetchingDemandConnections, 'Error fetching demand connections!'],
    [MESSAGES.errorFetchingDemandPartnerPlacement, 'Error during while fetching demand partner placement'],
    [MESSAGES.invalidCredentials, 'Invalid credentials'],
    [MESSAGES.publisherIdMissing, 'publisher id does not exist for user !'],
    [MESSAGES.wrongUserSetup, 'wrong user setup, please contact our support'],
    [MESSAGES.tokenExpired, 'Token expired or not valid. Please try to reset password again.'],
    [MESSAGES.noData, 'No data to show'],
    [
      MESSAGES.passwordRule,
      'Password must be min. 8 characters long and have at least one upper case, digit and special character',
    ],
    [MESSAGES.passwordsDoNotMatch, 'Passwords do not match!'],
    [MESSAGES.errorFlagsGenresTags, 'Error occurred during getting flags / genres / tags.'],
    [MESSAGES.errorDealsAutocomplete, 'Error while fetching deals autocomplete data.'],
    [MESSAGES.videosEdited, 'You have successfully edit videos'],
    [MESSAGES.passwordChanged, 'Successfully changed password'],
    [MESSAGES.confirmRemoveOwner, 'Are you sure you want to remove owner from video(s)?'],
    [MESSAGES.confirmTitle, 'Please confirm your action'],
    [MESSAGES.confirmText, 'Are you sure?'],
    [MESSAGES.confirmButton, 'Yes!'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("Forgot password: success 'Password reset link sent to {email}'", () => {
    expect(MESSAGES.passwordResetLinkSent('a@adcast.test')).toBe('Password reset link sent to a@adcast.test');
  });

  it('no two keys hold the same message', () => {
    const texts: string[] = Object.values(MESSAGES).filter((value) => typeof value === 'string');
    expect(new Set(texts).size).toBe(texts.length);
  });
});
