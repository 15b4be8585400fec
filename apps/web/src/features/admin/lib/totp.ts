/** The TOTP secret in groups of four, as authenticator apps print it, easier to read and type. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** What the code field keeps of what is typed or pasted: digits only, at most six. */
export function normalizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}
