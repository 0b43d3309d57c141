import type { ReceivedLead } from '@propai/api/wire';
import { describe, expect, it } from 'vitest';
import {
  applyToggles,
  backLink,
  buyerLinks,
  countNew,
  emptyText,
  filterLeads,
  type HandledToggle,
} from './lead-rules';

const lead = (id: string, handled: boolean): ReceivedLead => ({
  id,
  targetType: 'listing',
  targetId: `l-${id}`,
  targetTitle: '2 BHK in Sector 45',
  link: `/user-property/l-${id}`,
  name: 'Asha Rao',
  phone: '9876543210',
  message: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  handled,
  handledAt: handled ? '2026-03-02T10:00:00.000Z' : null,
});

describe('leads list rules', () => {
  const leads = [lead('a', false), lead('b', true), lead('c', false)];

  it('filters New / Handled / All and counts the new ones', () => {
    expect(filterLeads(leads, 'new').map((l) => l.id)).toEqual(['a', 'c']);
    expect(filterLeads(leads, 'handled').map((l) => l.id)).toEqual(['b']);
    expect(filterLeads(leads, 'all')).toHaveLength(3);
    expect(countNew(leads)).toBe(2);
  });

  it('a toggle on the device wins over the server until sent; a refused one does not', () => {
    const toggles = new Map<string, HandledToggle>([
      ['a', { leadId: 'a', handled: true, state: 'waiting' }],
      ['b', { leadId: 'b', handled: false, state: 'failed', error: 'Lead not found.' }],
    ]);
    const views = applyToggles(leads, toggles);
    expect(views.map((v) => [v.id, v.handled, v.pending])).toEqual([
      ['a', true, true],
      ['b', true, false],
      ['c', false, false],
    ]);
    expect(views[1]!.error).toBe('Lead not found.');
    // The filter moves the toggled lead at once.
    expect(filterLeads(views, 'new').map((v) => v.id)).toEqual(['c']);
    expect(countNew(views)).toBe(1);
  });

  it('builds tel: and WhatsApp links with a message naming the listing', () => {
    const links = buyerLinks(lead('a', false));
    expect(links?.telUrl).toBe('tel:+919876543210');
    expect(links?.whatsappUrl.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(links!.whatsappUrl.split('text=')[1]!)).toBe(
      'Hi Asha Rao, this is about your callback request for "2 BHK in Sector 45" on PropAI.',
    );
    expect(buyerLinks({ ...lead('a', false), phone: '12' })).toBeNull();
  });

  it('says why the list is empty', () => {
    expect(emptyText('new', 0)).toMatch(/^No callback requests yet/);
    expect(emptyText('new', 3)).toBe('No new requests — every lead is handled.');
    expect(emptyText('handled', 3)).toBe('Nothing marked handled yet.');
  });
});

describe('where the Leads page sits', () => {
  it('leads back to the agent dashboard from the Agents menu, else to My listings', () => {
    expect(backLink('/agents/leads')).toEqual({
      eyebrow: 'Agents',
      to: '/agents/dashboard',
      label: 'Agent dashboard',
    });
    expect(backLink('/my-listings/leads')).toEqual({
      eyebrow: 'My listings',
      to: '/my/listings',
      label: 'My listings',
    });
  });
});
