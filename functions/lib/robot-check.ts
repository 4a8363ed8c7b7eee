import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import * as ACCOUNT_MESSAGES from '../../shared/account/messages.ts';
import { markRobotCheckSpent } from '../account/data/robot-checks.ts';
import { loadSecrets } from './config.ts';
import { badRequest } from './errors.ts';

/** Proof of work sized to take a browser well under a second; a bot pays it on every attempt. */
const ALGORITHM = 'SHA-256';
const COST = 10;
const CHALLENGE_TTL_SECONDS = 10 * 60;

export async function newRobotChallenge(): Promise<Challenge> {
  const { altchaSecret, altchaKeySecret } = await loadSecrets();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(5_000, 20_000),
    deriveKey,
    hmacSignatureSecret: altchaSecret,
    hmacKeySignatureSecret: altchaKeySecret,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
  });
}

/** Verifies a solved ALTCHA payload (signature, expiry, work) and spends it: each payload is accepted once. */
export async function assertRobotCheck(payload: string): Promise<void> {
  const { altchaSecret, altchaKeySecret } = await loadSecrets();
  const store = {
    setIfAbsent: (challengeId: string) => markRobotCheckSpent(challengeId, CHALLENGE_TTL_SECONDS),
    get: async () => false,
    set: async () => undefined,
  };
  const result = await verify(payload, deriveKey, altchaSecret, altchaKeySecret, store as never);
  if (result.error || !result.verification?.verified) {
    const used = /already used/i.test(result.error ?? '');
    throw badRequest(used ? ACCOUNT_MESSAGES.robotCheckUsed : ACCOUNT_MESSAGES.robotCheckFailed);
  }
}
