import { describe, expect, it } from 'vitest';
import {
  changedSections,
  invalidJsonMessage,
  MODERN_SECTION_NAMES,
  planSave,
  prettyText,
  textsFrom,
} from './modern-sections';

describe('modern editor sections', () => {
  const loaded = textsFrom({ hero: { title: 'Aravali Heights' }, amenities: ['Pool'] });

  it('starts every unset section empty of its kind, in the spec order', () => {
    expect(Object.keys(loaded)).toEqual([...MODERN_SECTION_NAMES]);
    expect(loaded.gallery).toBe('[]');
    expect(loaded.display).toBe('{}');
    expect(JSON.parse(loaded.hero)).toEqual({ title: 'Aravali Heights' });
  });

  it('marks only the sections whose text differs from the loaded one', () => {
    expect(changedSections(loaded, loaded)).toEqual([]);
    const edited = { ...loaded, specs: '[{"label":"Floors","value":"Vitrified"}]', hero: '{"title":"X"}' };
    // In the spec's order, not the order of editing.
    expect(changedSections(loaded, edited)).toEqual(['hero', 'specs']);
    // Typing the old text back clears the marker.
    expect(changedSections(loaded, { ...edited, hero: loaded.hero })).toEqual(['specs']);
  });

  it('sends only the changed sections, parsed', () => {
    const edited = { ...loaded, display: '{"featured":true}' };
    expect(planSave(changedSections(loaded, edited), edited)).toEqual({
      ok: true,
      body: { display: { featured: true } },
    });
  });

  it('sends nothing when any changed section is not JSON, naming it', () => {
    const edited = { ...loaded, display: '{"featured":true}', pricing: '{startingPrice: 1}' };
    const plan = planSave(changedSections(loaded, edited), edited);
    expect(plan).toEqual({ ok: false, message: invalidJsonMessage('pricing') });
    expect(invalidJsonMessage('pricing')).toBe('"pricing" has invalid JSON. Fix it and try again.');
  });

  it('pretty-prints valid text and leaves invalid text alone', () => {
    expect(prettyText('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyText('{a')).toBe('{a');
  });
});
