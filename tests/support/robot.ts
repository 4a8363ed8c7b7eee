/** Solves the real robot check the way the browser widget does, and encodes the payload it would send. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export async function solveRobotCheck(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/challenge`);
  if (res.status !== 200) throw new Error(`challenge answered ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  const { codeChallenge: _ignored, ...signed } = challenge;
  return Buffer.from(JSON.stringify({ challenge: signed, solution })).toString('base64');
}
