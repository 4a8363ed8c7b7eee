import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../functions/lib/passwords.ts';

describe('passwords (scrypt, parameters stored with the hash)', () => {
  it('hashes with the product cost, N=2^17, when PASSWORD_SCRYPT_LOG2N is unset, and verifies only the right password', async () => {
    expect(process.env.PASSWORD_SCRYPT_LOG2N).toBeUndefined();
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
    // three scrypt runs at the product's cost: about 1.5 s alone, several times that beside the browser tests
  }, 30_000);

  it('verifies a hash made at another cost (the test suites hash at 2^12) with that hash own parameters', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('pw-at-2^12', salt, 32, { N: 2 ** 12, r: 8, p: 1 });
    const stored = ['scrypt', 2 ** 12, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('pw-at-2^12', stored)).toBe(true);
    expect(await verifyPassword('other', stored)).toBe(false);
  });

  it.each(['', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$c2FsdA'])('refuses a stored value not in its format: %j', async (stored) => {
    expect(await verifyPassword('x', stored)).toBe(false);
  });
});
