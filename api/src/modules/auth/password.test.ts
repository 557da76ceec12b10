import { describe, expect, it } from 'vitest';
import { hashPassword, unmatchableHash, verifyPassword } from './password.js';

describe('admin passwords', () => {
  it("keeps a password as scrypt at the cost asked, OWASP's by default, and knows it again", async () => {
    const hashed = await hashPassword('a long admin passphrase', 17);
    expect(hashed).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('a long admin passphrase', hashed)).toBe(true);
    expect(await verifyPassword('a long admin passphrase ', hashed)).toBe(false);
  });

  it('checks a password against the cost it was kept at, after the setting has changed', async () => {
    const hashed = await hashPassword('kept at a lower cost', 12);
    expect(hashed.split('$')[1]).toBe('4096');
    expect(await verifyPassword('kept at a lower cost', hashed)).toBe(true);
  });

  it("checks an unknown account's guess at a real hash's cost, and no guess matches it", async () => {
    const hashed = unmatchableHash(14);
    expect(hashed).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(hashed).not.toBe(unmatchableHash(14));
    expect(await verifyPassword('', hashed)).toBe(false);
    expect(await verifyPassword('change-me-admin', hashed)).toBe(false);
  });
});
