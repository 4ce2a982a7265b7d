import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@adcast/domain/users/two-factor';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Adcast';
/** One 30-second step either side, for clocks that drift. */
const EPOCH_TOLERANCE_S = 30;

export const newTotpSecret = (): string => generateSecret();

export async function enrolmentOf(email: string, secret: string) {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  return { uri, qr: await QRCode.toDataURL(uri), secret };
}

/** The time step the code matched, or null; steps up to `afterTimeStep` are refused (no replay). */
export async function matchTotp(
  secret: string,
  code: string,
  afterTimeStep: number | null,
  epochSeconds = Date.now() / 1000,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: epochSeconds,
      epochTolerance: EPOCH_TOLERANCE_S,
      ...(afterTimeStep === null ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Recovery codes as the user writes them down (xxxxx-xxxxx), compared without case or dashes. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = randomBytes(5).toString('hex');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
