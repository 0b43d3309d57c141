import { describe, expect, it } from 'vitest';
import { agentSlug, classify, responseRate } from './directory-rules';

const NOW = new Date('2026-11-01T12:00:00Z');
const h = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe('response rate', () => {
  it('counts requests 48 h to 90 days old; handled within 48 h of arriving', () => {
    const leads = [
      { createdAt: h(72), handledAt: h(60) }, // handled after 12 h ✓
      { createdAt: h(100), handledAt: h(100 - 48) }, // exactly 48 h ✓
      { createdAt: h(200), handledAt: h(100) }, // after 100 h ✗
      { createdAt: h(300) }, // never ✗
      { createdAt: h(10), handledAt: h(9) }, // too recent to judge: left out
      { createdAt: h(24 * 91) }, // older than 90 days: left out
    ];
    expect(responseRate(leads, NOW)).toEqual({ considered: 4, handled: 2, rate: 50 });
  });

  it('no rate below 3 requests', () => {
    expect(responseRate([{ createdAt: h(72), handledAt: h(71) }, { createdAt: h(80) }], NOW)).toEqual({
      considered: 2,
      handled: 1,
      rate: null,
    });
  });

  it('rounds to whole per cent', () => {
    const leads = [h(50), h(60), h(70)].map((createdAt, i) => ({ createdAt, handledAt: i < 2 ? NOW : null }));
    // handled at NOW: 50 h and 60 h after arriving — too late; none within 48 h.
    expect(responseRate(leads, NOW).rate).toBe(0);
    const quick = [h(50), h(60), h(70)].map((createdAt, i) => ({
      createdAt,
      handledAt: i < 2 ? new Date(createdAt.getTime() + 3_600_000) : null,
    }));
    expect(responseRate(quick, NOW)).toEqual({ considered: 3, handled: 2, rate: 67 });
  });
});

describe('directory type', () => {
  it.each([
    ['registered wins', { asBuilder: 5, asAgent: 0, live: 5, rentals: 5 }, 'agent', 'agent'],
    ['mostly posted as builder', { asBuilder: 3, asAgent: 1, live: 4, rentals: 4 }, undefined, 'builder'],
    [
      'more than half rentals',
      { asBuilder: 0, asAgent: 5, live: 5, rentals: 3 },
      undefined,
      'property-manager',
    ],
    ['exactly half rentals', { asBuilder: 0, asAgent: 4, live: 4, rentals: 2 }, undefined, 'agent'],
    ['no live listings', { asBuilder: 0, asAgent: 0, live: 0, rentals: 0 }, undefined, 'agent'],
  ] as const)('%s', (_why, mix, registered, type) => {
    expect(classify(mix, registered)).toBe(type);
  });
});

describe('public slug', () => {
  it('is stable, readable and carries no account id', () => {
    const id = '65f1c0ffee0123456789abcd';
    const slug = agentSlug('Rohan Mehta', id);
    expect(slug).toMatch(/^rohan-mehta-[0-9a-f]{8}$/);
    expect(agentSlug('Rohan Mehta', id)).toBe(slug);
    expect(agentSlug('Rohan Mehta', '65f1c0ffee0123456789abce')).not.toBe(slug);
    expect(slug).not.toContain(id.slice(0, 8));
    expect(agentSlug('   ', id)).toMatch(/^agent-[0-9a-f]{8}$/);
  });
});
