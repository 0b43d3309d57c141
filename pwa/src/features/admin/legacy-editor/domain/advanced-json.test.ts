import { describe, expect, it } from 'vitest';
import { INVALID_JSON_MESSAGE, applyAdvancedJson, projectJson, readJsonArea } from './advanced-json';
import { normaliseProject } from './normalise-project';

const current = normaliseProject({
  name: 'Solace Avenue',
  escrow: { bankName: 'Axis Bank', accountMasked: '••••4321' },
});

describe('advanced JSON editor', () => {
  it('applies valid JSON to the form with the same limits as typing', () => {
    const text = JSON.stringify({
      name: 'Solace Avenue II',
      construction: { towers: [{ name: 'A', progressPct: 140 }] },
      community: { ratings: { overall: 4.44 } },
      unitMix: [{ type: '2BHK', count: '12x', percentage: 40.04 }],
    });
    const result = applyAdvancedJson(text, current);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.project.name).toBe('Solace Avenue II');
    expect(result.project.construction.towers[0]?.progressPct).toBe(100);
    expect(result.project.community.ratings.overall).toBe(4.4);
    expect(result.project.unitMix[0]).toEqual({ type: '2BHK', count: 12, percentage: 40 });
  });

  it('keeps the masked account from the server whatever the JSON says', () => {
    const result = applyAdvancedJson(
      JSON.stringify({ name: 'X', escrow: { accountMasked: 'forged' } }),
      current,
    );
    expect(result.ok && result.project.escrow.accountMasked).toBe('••••4321');
  });

  it('refuses text that is not a JSON object with the spec message', () => {
    for (const text of ['{"name": ', '[1, 2]', '"name"', 'null', '']) {
      expect(applyAdvancedJson(text, current)).toEqual({ ok: false, message: INVALID_JSON_MESSAGE });
    }
    expect(INVALID_JSON_MESSAGE).toBe('Invalid JSON. Please fix and try again.');
  });

  it('shows the form as JSON that applies back to the same form', () => {
    const again = applyAdvancedJson(projectJson(current), current);
    expect(again.ok && again.project).toEqual(current);
  });

  it('lets a JSON area inside a tab ignore invalid JSON while typing', () => {
    expect(readJsonArea('[{"label": "On booking"', 'array')).toBeUndefined();
    expect(readJsonArea('{"a": 1}', 'array')).toBeUndefined();
    expect(readJsonArea('[{"label": "On booking"}]', 'array')).toEqual([{ label: 'On booking' }]);
    expect(readJsonArea('{"a": 1}', 'object')).toEqual({ a: 1 });
    expect(readJsonArea('[]', 'object')).toBeUndefined();
  });
});
