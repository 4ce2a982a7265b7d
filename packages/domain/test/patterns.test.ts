import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages';
import {
  ChangePasswordFormSchema,
  FIELD_MESSAGES,
  ForgotPasswordFormSchema,
  isDomain,
  isEmail,
  isHexColour,
  isStrongPassword,
  LoginFormSchema,
  NewPasswordFormSchema,
  PasswordSchema,
} from '../src/patterns';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('domain pattern', () => {
  it.each([
    'example.com',
    'www.example.co.uk',
    'http://example.com',
    'https://feeds.example.com/rss.xml',
    'ftp://files.example.org',
    'smtp://mail.example.io',
    'https://www.youtube.com/channel/UC123?x=1',
    'example.com:8080/path',
  ])(
    'Domain pattern: optional http, https, ftp or smtp scheme then dotted host with a 2+ letter TLD (%s matches)',
    (value) => {
      expect(isDomain(value)).toBe(true);
    },
  );

  it.each([
    'localhost',
    'example.c',
    'example.123',
    'gopher://example.com',
    'http//example.com',
    'exa mple.com',
    '',
    '-bad.com',
  ])('refuses %s', (value) => {
    expect(isDomain(value)).toBe(false);
  });
});

describe('hex colour and e-mail patterns', () => {
  it('Hex colour: # plus six hex digits.', () => {
    expect(isHexColour('#1a2B3c')).toBe(true);
    expect(isHexColour('#fff')).toBe(false);
    expect(isHexColour('1a2b3c')).toBe(false);
    expect(isHexColour('#1a2b3g')).toBe(false);
    expect(isHexColour('#1a2b3c4')).toBe(false);
  });

  it('An e-mail pattern also exists.', () => {
    expect(isEmail('admin@adcast.test')).toBe(true);
    expect(isEmail("o'brien+ads@mail.example.co.uk")).toBe(true);
    expect(isEmail('admin@adcast')).toBe(false);
    expect(isEmail('admin adcast.test')).toBe(false);
    expect(isEmail('@adcast.test')).toBe(false);
  });
});

describe('password rule', () => {
  it('minimum 8 characters with an upper-case letter, a digit and a special character', () => {
    expect(isStrongPassword('Demo-pass1!')).toBe(true);
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Abcde1!')).toBe(false);
    expect(isStrongPassword('abcdef1!')).toBe(false);
    expect(isStrongPassword('Abcdefg!')).toBe(false);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
    expect(isStrongPassword('Abcdefg1 ')).toBe(false);
  });

  it('message: Password must be min. 8 characters long and have at least one upper case, digit and special character', () => {
    expect(issues(PasswordSchema.safeParse('weak'))).toEqual([['', MESSAGES.passwordRule]]);
    expect(MESSAGES.passwordRule).toBe(
      'Password must be min. 8 characters long and have at least one upper case, digit and special character',
    );
  });

  it('a password of 8+ characters holding an upper case letter, a digit and a symbol always passes', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 5, maxLength: 30 }).filter((s) => !/\s/.test(s)),
        fc.constantFrom('A', 'Q', 'Z'),
        fc.constantFrom('0', '5', '9'),
        fc.constantFrom('!', '#', '-', '€'),
        (rest, upper, digit, symbol) => {
          expect(PasswordSchema.safeParse(`${rest}${upper}${digit}${symbol}`).success).toBe(true);
        },
      ),
    );
  });
});

describe('new password form (part 1 §5)', () => {
  it('New password and Confirm password required', () => {
    expect(issues(NewPasswordFormSchema.safeParse({ newPassword: '', confirmationPassword: '' }))).toEqual([
      ['newPassword', FIELD_MESSAGES.required('Password')],
      ['confirmationPassword', FIELD_MESSAGES.required('Password')],
    ]);
  });

  it('Confirmation must equal the new password; message: Passwords do not match!', () => {
    const result = NewPasswordFormSchema.safeParse({
      newPassword: 'Demo-pass1!',
      confirmationPassword: 'Demo-pass2!',
    });
    expect(issues(result)).toEqual([['confirmationPassword', 'Passwords do not match!']]);
  });

  it('accepts a strong password typed twice', () => {
    expect(
      NewPasswordFormSchema.safeParse({ newPassword: 'Demo-pass1!', confirmationPassword: 'Demo-pass1!' })
        .success,
    ).toBe(true);
  });
});

describe('change password form (part 2 §5)', () => {
  const valid = { currentPassword: 'old', newPassword: 'Demo-pass1!', confirmationPassword: 'Demo-pass1!' };

  it('The current password is required.', () => {
    expect(issues(ChangePasswordFormSchema.safeParse({ ...valid, currentPassword: '' }))).toEqual([
      ['currentPassword', FIELD_MESSAGES.required('Current password')],
    ]);
  });

  it('the current password need not follow the rule (it may predate it)', () => {
    expect(ChangePasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('The confirmation follows the same rules and must equal the new password. Message: Passwords do not match!', () => {
    expect(issues(ChangePasswordFormSchema.safeParse({ ...valid, confirmationPassword: 'short' }))).toEqual([
      ['confirmationPassword', MESSAGES.passwordRule],
      ['confirmationPassword', MESSAGES.passwordsDoNotMatch],
    ]);
    expect(
      issues(ChangePasswordFormSchema.safeParse({ ...valid, confirmationPassword: 'Demo-pass1?' })),
    ).toEqual([['confirmationPassword', MESSAGES.passwordsDoNotMatch]]);
  });

  it('reports the mismatch even while the current password is missing', () => {
    const result = ChangePasswordFormSchema.safeParse({
      ...valid,
      currentPassword: '',
      confirmationPassword: 'X1!xxxxxx',
    });
    expect(issues(result).map(([path]) => path)).toEqual(['currentPassword', 'confirmationPassword']);
  });
});

describe('login and forgot-password forms (part 1 §5)', () => {
  it('Login email required and email format; password required.', () => {
    expect(issues(LoginFormSchema.safeParse({ email: '', password: '' }))).toEqual([
      ['email', FIELD_MESSAGES.required('Email')],
      ['password', FIELD_MESSAGES.required('Password')],
    ]);
    expect(issues(LoginFormSchema.safeParse({ email: 'admin', password: 'x' }))).toEqual([
      ['email', FIELD_MESSAGES.email],
    ]);
    expect(LoginFormSchema.parse({ email: ' admin@adcast.test ', password: 'x' })).toEqual({
      email: 'admin@adcast.test',
      password: 'x',
    });
  });

  it('Forgot-password email required and email format.', () => {
    expect(ForgotPasswordFormSchema.safeParse({ email: 'owner@adcast.test' }).success).toBe(true);
    expect(issues(ForgotPasswordFormSchema.safeParse({ email: 'owner@' }))).toEqual([
      ['email', FIELD_MESSAGES.email],
    ]);
    expect(ForgotPasswordFormSchema.safeParse({}).success).toBe(false);
  });
});
