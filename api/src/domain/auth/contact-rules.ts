/**
 * Spec part 1 §5: what a valid mobile and e-mail are, and their messages. Shared by the request
 * schemas (auth, leads, newsletter) and the handlers; pure, so the wire types reach it too.
 */
export const MOBILE_MESSAGE = 'Enter a valid 10-digit mobile number.';
export const EMAIL_MESSAGE = 'Enter a valid email address.';
export const digitsOf = (s: string) => s.replace(/\D/g, '');
export const isValidMobile = (s: string) => /^[6-9]\d{9}$/.test(digitsOf(s));
const EMAIL_RE =
  /^[^\s@"<>()[\]\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
export const isValidEmail = (s: string) => s.trim().length <= 254 && EMAIL_RE.test(s.trim());
export const normalEmail = (s: string) => s.trim().toLowerCase();
