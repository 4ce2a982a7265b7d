import { z } from 'zod';

export const RECOVERY_CODE_COUNT = 10;
export const TOTP_DIGITS = 6;

/** Not in the spec: two-factor sign-in (issue 30). */
export const TWO_FACTOR_API = {
  /** POST { challenge, code | recoveryCode }: the sign-in's second step; answers text holding { accessToken, me }. */
  login: '/login/two-factor',
  /** POST { challenge }: a user whose network requires a second factor starts enrolling at sign-in. */
  loginEnrol: '/login/two-factor/enrol',
  /** POST { challenge, code }: confirms it; answers { accessToken, me, recoveryCodes }. */
  loginEnrolConfirm: '/login/two-factor/enrol/confirm',
  /** GET the signed-in user's state; POST starts an enrolment. */
  mine: '/api/users/me/two-factor',
  /** POST { code }: confirms the enrolment; answers the recovery codes, once. */
  confirm: '/api/users/me/two-factor/confirm',
  /** POST { password }: turns the second factor off. */
  disable: '/api/users/me/two-factor/disable',
  /** GET / PUT { required }: whether a network's users must sign in with a second factor. */
  network: (id: number | string) => `/api/networks/${id}/two-factor`,
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeWrong: 'The code is not valid. Check your authenticator app and try again',
  recoveryCodeWrong: 'This recovery code is not valid or was used already',
  challengeEnded: 'Your sign-in took too long. Please sign in again',
  alreadyOn: 'Two-factor sign-in is already on',
  notStarted: 'Start the enrolment first',
  notOn: 'Two-factor sign-in is not on',
  passwordWrong: 'Your password is not correct',
  notYourNetwork: 'Only an admin of this network or a staff admin may change this',
  /** An admin's reset of another user's second factor. */
  resetOnlyByAdmin: "Only an admin, or its network's admin, may reset a user's two-factor sign-in",
  resetNotYourself: 'Turn your own two-factor sign-in off from your account, with your password',
  resetAction: 'Reset two-factor',
  errorReset: 'Error occurred while resetting two-factor sign-in',
  reset: (email: string) =>
    `Two-factor sign-in of ${email} is off; they enrol again at their next sign-in if required`,
  resetConfirm: (email: string) =>
    `Turn off two-factor sign-in for ${email}? Do it only when they lost their device. They sign in with their password alone, or enrol again at their next sign-in if their network requires it.`,
  tooManyCodes: (minutes: number) => `Too many wrong codes. Try again in ${minutes} minutes`,
} as const;

/** What POST /login answers instead of a token when a second step is needed. */
export type TwoFactorStep = { twoFactor: 'CODE' | 'ENROL'; challenge: string };

const CodeSchema = z
  .string()
  .trim()
  .regex(
    new RegExp(`^\\d{${TOTP_DIGITS}}$`),
    `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  );
const ChallengeSchema = z.string().min(1).max(2000);

export const TwoFactorLoginSchema = z.union([
  z.object({ challenge: ChallengeSchema, code: CodeSchema }),
  z.object({ challenge: ChallengeSchema, recoveryCode: z.string().trim().min(1).max(64) }),
]);
export type TwoFactorLogin = z.infer<typeof TwoFactorLoginSchema>;

export const ChallengeBodySchema = z.object({ challenge: ChallengeSchema });
export const ConfirmCodeSchema = z.object({ code: CodeSchema });
export const ChallengeCodeSchema = ChallengeBodySchema.extend({ code: CodeSchema });
export const DisableTwoFactorSchema = z.object({ password: z.string().min(1, 'Enter your password') });

export const EnrolmentSchema = z.object({
  /** The otpauth:// URI an authenticator app reads. */
  uri: z.string(),
  /** The URI as a QR code, a PNG data URL. */
  qr: z.string(),
  /** The secret in Base32, for typing it in by hand. */
  secret: z.string(),
});
export type Enrolment = z.infer<typeof EnrolmentSchema>;

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The user's network requires it. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const NetworkTwoFactorSchema = z.object({ required: z.boolean() });
