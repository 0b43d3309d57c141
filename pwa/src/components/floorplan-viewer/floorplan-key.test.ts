import { describe, expect, it } from 'vitest';
import { hasVectorData, lookupPlan, parseMode, resolvePlanKey } from './floorplan-key';

describe('parseMode', () => {
  it('lower-cases and defaults to 2d', () => {
    expect(parseMode('3D')).toBe('3d');
    expect(parseMode('360')).toBe('360');
    expect(parseMode(null)).toBe('2d');
    expect(parseMode('vr')).toBe('2d');
  });
});

describe('resolvePlanKey', () => {
  it('follows the order view key, key, plan, floorPlanKey, floor_plan_key, floorplanKey', () => {
    const project = { floorPlanKey: 'a', floor_plan_key: 'b', floorplanKey: 'c' };
    expect(resolvePlanKey({ viewKey: 'v', query: { key: 'k', plan: 'p' }, project })).toBe('v');
    expect(resolvePlanKey({ query: { key: 'k', plan: 'p' }, project })).toBe('k');
    expect(resolvePlanKey({ query: { plan: 'p' }, project })).toBe('p');
    expect(resolvePlanKey({ project })).toBe('a');
    expect(resolvePlanKey({ project: { floor_plan_key: 'b', floorplanKey: 'c' } })).toBe('b');
    expect(resolvePlanKey({ project: { floorplanKey: 'c' } })).toBe('c');
    expect(resolvePlanKey({ query: { key: ' ' }, project: null })).toBeNull();
  });
});

describe('lookupPlan', () => {
  const registry = [{ key: 'sky-3bhk-a' }, { key: 'Exact Key' }];
  it('matches exact, lower-cased, then hyphenated', () => {
    expect(lookupPlan(registry, 'Exact Key')).toBe(registry[1]);
    expect(lookupPlan(registry, 'SKY-3BHK-A')).toBe(registry[0]);
    expect(lookupPlan(registry, 'Sky 3BHK A')).toBe(registry[0]);
    expect(lookupPlan(registry, 'nope')).toBeNull();
    expect(lookupPlan(registry, null)).toBeNull();
  });
  it('knows when vectors can be drawn', () => {
    expect(hasVectorData({ rooms: [], walls: [{}] })).toBe(true);
    expect(hasVectorData({})).toBe(false);
  });
});
