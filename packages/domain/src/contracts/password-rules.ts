// The password rules of OWASP ASVS 5 (V6.2): 8 to 128 characters, no composition rules. Whether
// a password is too common is judged by the API alone (it holds the list).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Characters as the person typing counts them: code points, so an emoji is one. */
export function passwordLength(password: string): number {
  return [...password].length;
}
