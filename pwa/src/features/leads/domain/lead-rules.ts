/**
 * The Leads list's rules (pure): which leads a filter shows, a lead's handled state with a toggle
 * still on the device taking precedence over the server's, the "N new" count, and the links the
 * lister uses to answer (tel: and WhatsApp with a prefilled message naming the listing).
 */
import { internationalDigits } from '@propai/api/domain/leads/contact-reveal';
import type { ReceivedLead } from '@propai/api/wire';

export type LeadFilter = 'new' | 'handled' | 'all';
export const LEAD_FILTERS: { value: LeadFilter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

export interface LeadView extends ReceivedLead {
  /** The toggle is on this device, not yet confirmed by the server. */
  pending: boolean;
  /** The server refused the toggle (its words). */
  error?: string;
}

export interface HandledToggle {
  leadId: string;
  handled: boolean;
  state: 'waiting' | 'failed';
  error?: string;
}

/** The server's leads with the device's toggles applied (a refused toggle leaves the server's value). */
export function applyToggles(leads: ReceivedLead[], toggles: Map<string, HandledToggle>): LeadView[] {
  return leads.map((lead) => {
    const t = toggles.get(lead.id);
    if (!t) return { ...lead, pending: false };
    if (t.state === 'failed') return { ...lead, pending: false, error: t.error ?? 'Not saved.' };
    return { ...lead, handled: t.handled, pending: true };
  });
}

export function filterLeads<T extends { handled: boolean }>(leads: T[], filter: LeadFilter): T[] {
  if (filter === 'all') return leads;
  return leads.filter((l) => (filter === 'handled' ? l.handled : !l.handled));
}

export const countNew = (leads: { handled: boolean }[]): number => leads.filter((l) => !l.handled).length;

export function emptyText(filter: LeadFilter, total: number): string {
  if (total === 0)
    return 'No callback requests yet. When a buyer or tenant asks you to call about a listing, it shows up here.';
  if (filter === 'new') return 'No new requests — every lead is handled.';
  if (filter === 'handled') return 'Nothing marked handled yet.';
  return 'No callback requests yet.';
}

/** Call and WhatsApp links to the buyer; null for a number nobody can dial. */
export function buyerLinks(lead: Pick<ReceivedLead, 'name' | 'phone' | 'targetTitle'>) {
  const digits = internationalDigits(lead.phone);
  if (!digits) return null;
  const text = `Hi ${lead.name}, this is about your callback request for "${lead.targetTitle}" on PropAI.`;
  return {
    telUrl: `tel:+${digits}`,
    whatsappUrl: `https://wa.me/${digits}?text=${encodeURIComponent(text)}`,
  };
}

/** Where the page sits: the Agents menu's Leads (/agents/leads) or My listings' (/my-listings/leads). */
export function backLink(pathname: string): { eyebrow: string; to: string; label: string } {
  return pathname.startsWith('/agents/')
    ? { eyebrow: 'Agents', to: '/agents/dashboard', label: 'Agent dashboard' }
    : { eyebrow: 'My listings', to: '/my/listings', label: 'My listings' };
}
