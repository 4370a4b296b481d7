// docs/product.md#validation's phone and email patterns, shared by the zod/mini schemas
// (lib/rules.ts, the analyzer's) and the chat, which checks the same fields
// as plain messages. Kept free of zod so the chat needs no schema code.

/** The stored phone's maximum length, as the server's. */
export const PHONE_MAX = 30;
/** The stored email's maximum length, as the server's. */
export const EMAIL_MAX = 254;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product.md#validation's chat phone rule: an optional plus, then at least 10 digits, spaces, hyphens or parentheses. */
export function isChatPhone(v: string): boolean {
  const rest = v.startsWith("+") ? v.slice(1) : v;
  return v.length <= PHONE_MAX && rest.length >= 10 && /^[0-9 ()-]+$/.test(rest);
}

/** docs/product.md#validation: {email} with no spaces. */
export const isEmail = (v: string): boolean => [...v].length <= EMAIL_MAX && EMAIL.test(v);
