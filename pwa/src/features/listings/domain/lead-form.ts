/**
 * The callback form's rules: the same checks and words as POST /api/leads (spec part 1 §5 for the
 * mobile; the domain's lead rules for the name), so the form refuses what the server would.
 */
import { MOBILE_MESSAGE, digitsOf, isValidMobile } from '@propai/api/domain/auth/contact-rules';
import { LEAD_MESSAGE_MAX, LEAD_NAME_MESSAGE, isValidLeadName } from '@propai/api/domain/leads/lead-rules';

export interface LeadForm {
  name: string;
  phone: string;
  message: string;
}

export interface LeadBodyFor {
  targetType: 'listing';
  targetId: string;
  name: string;
  phone: string;
  message?: string;
}

/** The form's starting values: the signed-in profile's name and mobile (both editable). */
export function leadFormFrom(user: { name?: string | null; mobile?: string | null } | null): LeadForm {
  return { name: user?.name?.trim() ?? '', phone: user?.mobile ?? '', message: '' };
}

/**
 * The request for `listingId`, or the message per field the server would give.
 * @example leadRequest('l1', { name: 'Asha', phone: '98765 43210', message: ' ' })
 *   → { body: { targetType: 'listing', targetId: 'l1', name: 'Asha', phone: '9876543210' } }
 */
export function leadRequest(
  listingId: string,
  form: LeadForm,
):
  | { body: LeadBodyFor; errors?: undefined }
  | { body?: undefined; errors: Partial<Record<keyof LeadForm, string>> } {
  const errors: Partial<Record<keyof LeadForm, string>> = {};
  if (!isValidLeadName(form.name)) errors.name = LEAD_NAME_MESSAGE;
  if (!isValidMobile(form.phone)) errors.phone = MOBILE_MESSAGE;
  const message = form.message.trim();
  if (message.length > LEAD_MESSAGE_MAX)
    errors.message = `Keep the message under ${LEAD_MESSAGE_MAX} characters.`;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      targetType: 'listing',
      targetId: listingId,
      name: form.name.trim(),
      phone: digitsOf(form.phone),
      ...(message ? { message } : {}),
    },
  };
}
