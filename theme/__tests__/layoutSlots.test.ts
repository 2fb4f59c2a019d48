import { LAYOUT_SLOT_NAMES, pickSlots } from '../layoutSlots';

describe('pickSlots', () => {
  test('keeps the slots given, drops the route modules the route component also gets as props', () => {
    const banner = { type: 'div' };
    expect(pickSlots({ beforeNav: banner, bottom: 'end', sidebar: { items: [] }, content: 'module' })).toEqual({ beforeNav: banner, bottom: 'end' });
  });

  test('an undefined slot is left out; null and 0 are nodes React renders (as nothing, and as 0)', () => {
    expect(pickSlots({ top: undefined, afterNav: null, afterHero: 0 })).toEqual({ afterNav: null, afterHero: 0 });
  });

  test('the names are the 17 of issue 15, each once', () => {
    expect(new Set(LAYOUT_SLOT_NAMES).size).toBe(17);
    expect([...LAYOUT_SLOT_NAMES].sort()).toEqual(
      [
        'beforeNav', 'afterNav', 'beforeNavTitle', 'afterNavTitle', 'beforeHero', 'afterHero', 'beforeHeroActions', 'afterHeroActions',
        'beforeFeatures', 'afterFeatures', 'beforeSidebar', 'afterSidebar', 'beforeDocContent', 'afterDocContent', 'beforeDocFooter', 'bottom', 'top',
      ].sort(),
    );
  });
});
