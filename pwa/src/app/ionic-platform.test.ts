import { describe, expect, it } from 'vitest';
import { layoutFreePlatformTests, sidesBetween } from './ionic-platform';

/** A tiny media-query evaluator for width/height/orientation, enough for the queries we build. */
function fakeWindow(
  width: number,
  height: number,
  userAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile',
) {
  const test = (clause: string) =>
    clause.split(' and ').every((part) => {
      const m =
        /\((orientation|min-width|max-width|min-height|max-height|any-pointer):\s*([\w.]+?)(px)?\)/.exec(
          part,
        );
      if (!m) throw new Error(`unknown clause ${part}`);
      const [, feature, raw] = m;
      const v = Number(raw);
      switch (feature) {
        case 'orientation':
          return raw === (height >= width ? 'portrait' : 'landscape');
        case 'min-width':
          return width >= v;
        case 'max-width':
          return width <= v;
        case 'min-height':
          return height >= v;
        case 'max-height':
          return height <= v;
        default:
          return false;
      }
    });
  return {
    innerWidth: width,
    innerHeight: height,
    navigator: { userAgent },
    matchMedia: (q: string) => ({ matches: q.split(', ').some(test) }),
  } as unknown as Window;
}

/** Ionic 9's own rules (core/src/utils/platform.ts), which read innerWidth/innerHeight. */
const ionicPhablet = (w: number, h: number) => {
  const s = Math.min(w, h);
  const l = Math.max(w, h);
  return s > 390 && s < 520 && l > 620 && l < 800;
};
const ionicTabletBySize = (w: number, h: number) => {
  const s = Math.min(w, h);
  const l = Math.max(w, h);
  return s > 460 && s < 820 && l > 780 && l < 1400;
};

describe('layout-free Ionic platform tests', () => {
  it('answer as Ionic does for every viewport size', () => {
    for (let w = 300; w <= 1500; w += 7) {
      for (let h = 300; h <= 1500; h += 11) {
        const win = fakeWindow(w, h);
        expect(layoutFreePlatformTests.phablet(win), `${w}x${h}`).toBe(ionicPhablet(w, h));
        expect(layoutFreePlatformTests.tablet(win), `${w}x${h}`).toBe(ionicTabletBySize(w, h));
      }
    }
  });
  it('keep the edges strict, like Ionic', () => {
    expect(layoutFreePlatformTests.phablet(fakeWindow(390, 700))).toBe(false);
    expect(layoutFreePlatformTests.phablet(fakeWindow(391, 700))).toBe(true);
    expect(layoutFreePlatformTests.phablet(fakeWindow(700, 391))).toBe(true);
    expect(sidesBetween(390, 520, 620, 800)).toContain('(min-width: 391px) and (max-width: 519px)');
  });
  it('still call an Android tablet or an iPad a tablet whatever its size', () => {
    expect(
      layoutFreePlatformTests.tablet(fakeWindow(360, 640, 'Mozilla/5.0 (Linux; Android 14; SM-X700)')),
    ).toBe(true);
    expect(layoutFreePlatformTests.tablet(fakeWindow(360, 640, 'Mozilla/5.0 (iPad; CPU OS 17_0)'))).toBe(
      true,
    );
    expect(layoutFreePlatformTests.tablet(fakeWindow(360, 640))).toBe(false);
  });
});
