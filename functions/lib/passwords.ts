import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP password storage cheat sheet: scrypt with N=2^17, r=8, p=1. */
const PRODUCT_LOG2_N = 17;
/**
 * The test suites hash passwords hundreds of times (every company signed up, every account added, every sign-in),
 * about a second each on a busy 2-core machine: their product processes set PASSWORD_SCRYPT_LOG2N (10 to 17) to
 * a smaller N. Same code, same format; the parameters are stored with each hash, so a hash made under either
 * verifies under the other. Unset (production, `npm start`, the bench): 2^17.
 */
function log2N(): number {
  const text = process.env.PASSWORD_SCRYPT_LOG2N;
  const n = Number(text);
  return text && Number.isInteger(n) && n >= 10 && n <= PRODUCT_LOG2_N ? n : PRODUCT_LOG2_N;
}
// Made in a pure call: a bundle that only verifies (a master password check) drops it and log2N.
const PARAMS = /* @__PURE__ */ (() => ({ N: 2 ** log2N(), r: 8, p: 1 }) as const)();
const KEY_LENGTH = 32;
// 128 · N · r bytes = 128 MiB are needed; Node's default cap is 32 MiB.
const MAXMEM = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAXMEM };
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, parameters stored with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison of the derived keys. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A real hash of nothing in particular: verifying against it costs the same as a real account, so timing does not reveal unknown emails. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
