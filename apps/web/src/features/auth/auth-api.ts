import { API } from '@adcast/domain/api-paths';
import { MESSAGES } from '@adcast/domain/messages';
import type { ForgotPasswordForm, LoginForm, NewPasswordForm } from '@adcast/domain/patterns';
import { type Me, MeSchema } from '@adcast/domain/user';
import type { TwoFactorStep } from '@adcast/domain/users/two-factor';
import { z } from 'zod/mini';
import { api } from '../../api/client';

const LoginAnswerSchema = z.object({ accessToken: z.string().check(z.minLength(1)) });

/** Thrown when /login answers without a usable token ('Invalid token', part 1 §8). */
export class InvalidTokenError extends Error {
  constructor() {
    super(MESSAGES.invalidToken);
    this.name = 'InvalidTokenError';
  }
}

/** A JWT has three parts and a JSON payload; anything else is not a token this app can use. */
function decodePayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload || token.split('.').length !== 3) throw new InvalidTokenError();
  try {
    return JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
  } catch {
    throw new InvalidTokenError();
  }
}

export type SignedIn = { token: string; me: Me | null };

const StepSchema = z.object({ twoFactor: z.enum(['CODE', 'ENROL']), challenge: z.string() });

/** The sign-in answers are text holding JSON. */
function parsedAnswer(answer: unknown): unknown {
  if (typeof answer !== 'string') return answer;
  try {
    return JSON.parse(answer);
  } catch {
    throw new InvalidTokenError();
  }
}

/** The access token of a sign-in answer and the user it carries (null when the answer lacks it). */
export function signedInOf(answer: unknown): SignedIn {
  const parsed = parsedAnswer(answer);
  const result = LoginAnswerSchema.safeParse(parsed);
  if (!result.success) throw new InvalidTokenError();
  decodePayload(result.data.accessToken);
  const me = MeSchema.safeParse((parsed as { me?: unknown }).me);
  return { token: result.data.accessToken, me: me.success ? me.data : null };
}

/**
 * POST /login answers text holding JSON with the access token (part 1 §7), and the signed-in user
 * (`me`) so the app need not ask for it before its first page; or, for a user with two-factor
 * sign-in, the second step it owes.
 */
export async function login(form: LoginForm): Promise<SignedIn | TwoFactorStep> {
  const answer = await api.post<unknown>(
    API.login,
    { email: form.email, password: form.password },
    { loader: true },
  );
  const step = StepSchema.safeParse(parsedAnswer(answer));
  return step.success ? step.data : signedInOf(answer);
}

export const sendRecoveryEmail = (form: ForgotPasswordForm) =>
  api.post<string>(API.recoverySendEmail, { email: form.email }, { loader: true });

export const validateRecoveryToken = (token: string, signal?: AbortSignal) =>
  api.get<string>(API.recoveryValidate(token), { signal });

export const setRecoveredPassword = (token: string, form: NewPasswordForm) =>
  api.put<string>(
    API.recoveryChangePassword(token),
    { newPassword: form.newPassword, confirmationPassword: form.confirmationPassword },
    { loader: true },
  );
