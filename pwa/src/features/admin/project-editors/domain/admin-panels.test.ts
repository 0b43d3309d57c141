import { describe, expect, it } from 'vitest';
import { NOTHING_TO_UPDATE, planPanel } from './admin-panels';

describe('admin editor panels', () => {
  it('normalises the Legal & Escrow shorthands before sending', () => {
    const plan = planPanel('legalEscrow', '{"rera":"UPRERAPRJ1234","bank":"HDFC Bank","ifsc":"HDFC0001234"}');
    expect(plan).toEqual({
      ok: true,
      body: { legal: { reraId: 'UPRERAPRJ1234' }, escrow: { bankName: 'HDFC Bank', ifsc: 'HDFC0001234' } },
    });
  });

  it('says Nothing to update when no usable key is left', () => {
    expect(planPanel('legalEscrow', '{"colour":"blue"}')).toEqual({ ok: false, message: NOTHING_TO_UPDATE });
    expect(planPanel('living', '{"amenities":"Pool","unitMix":{}}')).toEqual({
      ok: false,
      message: NOTHING_TO_UPDATE,
    });
  });

  it('keeps only the living keys of the right type', () => {
    expect(
      planPanel('living', '{"amenities":["Pool"],"society":"x","location":{"pincode":"122001"}}'),
    ).toEqual({
      ok: true,
      body: { amenities: ['Pool'], location: { pincode: '122001' } },
    });
  });

  it('reads a bare list as the cost sheet items and refuses text that is not JSON', () => {
    expect(planPanel('costSheet', '[{"label":"BSP","amount":1}]')).toEqual({
      ok: true,
      body: { items: [{ label: 'BSP', amount: 1 }] },
    });
    expect(planPanel('construction', '{towers')).toEqual({
      ok: false,
      message: 'Save failed: the text is not valid JSON.',
    });
  });
});
