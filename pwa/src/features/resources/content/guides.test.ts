import { LTV_CAPS } from '@propai/api/domain/finance/affordability';
import { STALE_AFTER_DAYS } from '@propai/api/domain/listings/freshness';
import { describe, expect, it } from 'vitest';
import { BUYING_GUIDE } from './buying-guide';
import type { Guide, GuideBlock } from './guide-types';
import { ltvText, STATE_CHARGES, TDS_THRESHOLD } from './published-rules';
import { SELLERS_GUIDE } from './sellers-guide';

const GUIDES: Array<[string, Guide]> = [
  ['buying', BUYING_GUIDE],
  ["seller's", SELLERS_GUIDE],
];

/** Every sentence a step shows, in order. */
function textsOf(block: GuideBlock): string[] {
  switch (block.kind) {
    case 'text':
    case 'caution':
      return [block.text];
    case 'list':
      return block.items;
    case 'checklist':
      return [block.title, ...block.items];
    case 'rule':
    case 'note':
      return [block.title, block.text];
    case 'charges':
      return block.states.flatMap((s) => [...s.stampDuty, s.registration, s.dependsOn ?? '']);
  }
}

describe.each(GUIDES)('the %s guide', (_name, guide) => {
  it('has one anchor per step, each a plain slug', () => {
    const ids = guide.steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    // "Back to contents" jumps to #contents: no step may take that anchor.
    expect(ids).not.toContain('contents');
  });

  it('links in-app pages by path and official sites by https', () => {
    const links = [...guide.steps.flatMap((s) => s.actions), guide.related];
    for (const link of links) {
      if (link.external) expect(link.to).toMatch(/^https:\/\//);
      else expect(link.to).toMatch(/^\/[a-z]/);
    }
  });

  it('quotes every rule with its source and an "as of"', () => {
    const rules = guide.steps.flatMap((s) => s.blocks).filter((b) => b.kind === 'rule');
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.source.length).toBeGreaterThan(10);
      expect(rule.asOf).toMatch(
        /^(As of [A-Z][a-z]+ \d{4}|In force (since|from) \d{1,2} [A-Z][a-z]+ \d{4})$/,
      );
    }
  });

  it('points "(step N)" at a step that exists', () => {
    const text = guide.steps.flatMap((s) => s.blocks.flatMap(textsOf)).join(' ');
    const refs = [...text.matchAll(/\(step (\d+)\)/g)].map((m) => Number(m[1]));
    expect(refs.length).toBeGreaterThan(0);
    for (const n of refs) expect(n).toBeLessThanOrEqual(guide.steps.length);
  });
});

describe('the buying guide', () => {
  const ids = BUYING_GUIDE.steps.map((s) => s.id);

  it('keeps the anchors other pages link to, and its cross-references on the right steps', () => {
    // The footer's "Home loans" and the legal checks page link these anchors.
    expect(ids).toContain('home-loan');
    expect(ids).toContain('title-checks');
    // "(step 3)" is the project record and "(step 8)" stamp duty, as the text says.
    expect(ids[2]).toBe('check-project');
    expect(ids[7]).toBe('stamp-duty');
  });

  it('covers the steps of a purchase in order', () => {
    expect(ids).toEqual([
      'budget',
      'shortlist',
      'check-project',
      'title-checks',
      'token-agreement',
      'home-loan',
      'tds',
      'stamp-duty',
      'possession',
    ]);
  });

  it('states the loan-to-value caps the affordability tool applies', () => {
    expect(LTV_CAPS.map((c) => c.ltvPct)).toEqual([90, 80, 75]);
    expect(ltvText()).toBe(
      '90 % for loans up to ₹30 lakh, 80 % for loans up to ₹75 lakh, 75 % above ₹75 lakh',
    );
  });

  it('prints stamp duty only where it is certain, and says what the rest depends on', () => {
    expect(STATE_CHARGES.map((s) => s.state)).toEqual(['Delhi', 'Haryana', 'Uttar Pradesh']);
    for (const s of STATE_CHARGES) {
      expect(s.source).not.toBe('');
      expect(s.portal.external).toBe(true);
      expect(s.portal.to).toMatch(/^https:\/\/[a-z.]+\.(gov|nic)\.in$/);
    }
    const up = STATE_CHARGES.find((s) => s.state === 'Uttar Pradesh');
    // No figure for UP's registration fee or its concession for women: what they depend on instead.
    expect(up?.registration).not.toMatch(/\d/);
    expect(up?.dependsOn).toMatch(/Women buyers/);
  });

  it('puts the TDS threshold at ₹50 lakh', () => {
    expect(TDS_THRESHOLD).toBe(5_000_000);
    const tds = BUYING_GUIDE.steps.find((s) => s.id === 'tds');
    expect(tds?.title).toBe('Deduct TDS at ₹50 lakh and above');
  });
});

describe("the seller's guide", () => {
  it('states the freshness periods search applies', () => {
    const post = SELLERS_GUIDE.steps.find((s) => s.id === 'post');
    const note = post?.blocks.find((b) => b.kind === 'note');
    expect(note?.kind === 'note' && note.text).toContain(
      `unconfirmed for ${STALE_AFTER_DAYS.rent} days, and sale listings for ${STALE_AFTER_DAYS.sale}`,
    );
  });

  it('sends tax questions to an adviser', () => {
    const gains = SELLERS_GUIDE.steps.find((s) => s.id === 'capital-gains');
    const caution = gains?.blocks.find((b) => b.kind === 'caution');
    expect(caution?.kind === 'caution' && caution.text).toMatch(/Ask a tax adviser/);
    expect(SELLERS_GUIDE.steps[6]?.id).toBe('capital-gains'); // "(step 7)" in the pricing step
  });
});
