// zod/mini: these schemas are on the sign-in page's first load, where the classic build's size counts.
import { z } from 'zod/mini';
import { MESSAGES } from './messages';

export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Optional http, https, ftp or smtp scheme, then a dotted host with a TLD of 2 or more letters. */
export const DOMAIN_PATTERN =
  /^(?:(?:https?|ftp|smtp):\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/;

export const HEX_COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export const PASSWORD_MIN_LENGTH = 8;

/** At least 8 characters with an upper-case letter, a digit and a special (not a letter, digit or space) character. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,}$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isDomain = (value: string): boolean => DOMAIN_PATTERN.test(value);
export const isHexColour = (value: string): boolean => HEX_COLOUR_PATTERN.test(value);
export const isStrongPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);

/** Field messages the spec does not word; kept here so api and web say the same. */
export const FIELD_MESSAGES = {
  required: (field: string) => `${field} is required`,
  email: 'Email must be a valid email address',
  domain: 'Enter a valid domain, e.g. example.com',
  hexColour: 'Colour must be # followed by six hex digits',
} as const;

const required = (field: string) => z.string().check(z.minLength(1, FIELD_MESSAGES.required(field)));

/** One message per field: 'required' when empty, else the pattern's message (no abort, see passwordsMatch). */
const requiredMatching = (schema: z.ZodMiniString<string>, field: string, pattern: RegExp, message: string) =>
  schema.check(
    z.superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.required(field) });
      else if (!pattern.test(value)) ctx.addIssue({ code: 'custom', message });
    }),
  );

export const EmailSchema = requiredMatching(
  z.string().check(z.trim()),
  'Email',
  EMAIL_PATTERN,
  FIELD_MESSAGES.email,
);

export const DomainSchema = z.string().check(z.trim(), z.regex(DOMAIN_PATTERN, FIELD_MESSAGES.domain));

export const HexColourSchema = z.string().check(z.regex(HEX_COLOUR_PATTERN, FIELD_MESSAGES.hexColour));

export const PasswordSchema = requiredMatching(
  z.string(),
  'Password',
  PASSWORD_PATTERN,
  MESSAGES.passwordRule,
);

type PasswordPair = { newPassword: string; confirmationPassword: string };

/** Compares the pair only once both are strings, so a missing field reports itself, not a mismatch. */
const passwordsMatch = {
  message: MESSAGES.passwordsDoNotMatch,
  path: ['confirmationPassword'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as Partial<Record<keyof PasswordPair, unknown>> | null;
    return typeof value?.newPassword === 'string' && typeof value?.confirmationPassword === 'string';
  },
};
const pairMatches = (value: PasswordPair) => value.newPassword === value.confirmationPassword;

export const NewPasswordFormSchema = z
  .object({ newPassword: PasswordSchema, confirmationPassword: PasswordSchema })
  .check(z.refine(pairMatches, passwordsMatch));
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

export const ChangePasswordFormSchema = z
  .object({
    currentPassword: required('Current password'),
    newPassword: PasswordSchema,
    confirmationPassword: PasswordSchema,
  })
  .check(z.refine(pairMatches, passwordsMatch));
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const LoginFormSchema = z.object({ email: EmailSchema, password: required('Password') });
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email: EmailSchema });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/** A host name in lower case: dot-separated labels of letters, digits and inner hyphens, a letter-led last label. */
export const HOST_NAME_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
