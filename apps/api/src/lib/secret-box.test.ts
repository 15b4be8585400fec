import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('secret box', () => {
  it('seals with the key, differently each time, and opens what it sealed', () => {
    const box = createSecretBox(randomBytes(32));
    const first = box.seal(SECRET);
    const second = box.seal(SECRET);
    expect(first).toMatch(/^v1\./);
    expect(first).not.toContain(SECRET);
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe(SECRET);
    expect(box.open(second)).toBe(SECRET);
  });

  it('refuses a tampered value or another key', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal(SECRET);
    // The second-to-last character always carries bits of the ciphertext; it is changed, never rewritten as itself.
    const tampered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => createSecretBox(undefined).open(sealed)).toThrow(/SECRETS_KEY/);
  });

  it('reads values stored before a key was set, and keeps them as they are without one', () => {
    expect(createSecretBox(randomBytes(32)).open(SECRET)).toBe(SECRET);
    expect(createSecretBox(undefined).seal(SECRET)).toBe(SECRET);
  });
});
