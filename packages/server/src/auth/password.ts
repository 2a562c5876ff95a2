import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N=2^14, r=8, p=1 (16 MiB, ~50 ms) — OWASP's minimum for scrypt. */
const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt and a fresh 16-byte salt. The result carries its own
 * parameters: `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later.
 *
 * @example
 * const stored = await hashPassword('correct horse battery');
 * await verifyPassword('correct horse battery', stored); // true
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await scryptAsync(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64url'), Number(n), Number(r), Number(p), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real verification, for a login whose email has no account, so
 * the response time does not reveal which emails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
  return false;
}
