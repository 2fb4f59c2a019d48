import { heroTextLines } from '../HomeHero/heroTextLines';
import { featureSpan, iconKind } from '../HomeFeatures/featureParts';
import { homePathOf } from '../NotFoundLayout/homePath';

describe('heroTextLines', () => {
  test('splits a string on newlines and drops blank lines', () => {
    expect(heroTextLines('Fast docs\n\n  for everyone  \r\n')).toEqual(['Fast docs', 'for everyone']);
  });
  test('takes a list as it is, and nothing as no lines', () => {
    expect(heroTextLines(['One', ' ', 'Two'])).toEqual(['One', 'Two']);
    expect(heroTextLines(undefined)).toEqual([]);
  });
});

describe('featureSpan', () => {
  test('keeps 2, 3, 4 and 6 and defaults to 4', () => {
    expect([2, 3, 4, 6].map(featureSpan)).toEqual([2, 3, 4, 6]);
    expect(featureSpan('6')).toBe(6);
    expect(featureSpan(undefined)).toBe(4);
    expect(featureSpan(5)).toBe(4);
    expect(featureSpan(12)).toBe(4);
  });
});

describe('iconKind', () => {
  test('tells SVG markup, image URLs and emoji apart', () => {
    expect(iconKind('<svg viewBox="0 0 24 24"><path d="M0 0"/></svg>')).toBe('svg');
    expect(iconKind('  <SVG>')).toBe('svg');
    for (const url of ['/icons/fast.svg', './fast.png', 'https://cdn.example.com/a', '//cdn.example.com/a.webp', 'icon.png']) {
      expect(iconKind(url)).toBe('image');
    }
    for (const text of ['⚡', '🌏', 'A', 'Fast and small']) expect(iconKind(text)).toBe('text');
  });
});

describe('homePathOf', () => {
  const defaults = { defaultLang: 'en', defaultVersion: '' };
  test('is the language root, with the default language at /', () => {
    expect(homePathOf({ ...defaults, lang: 'en', version: '' })).toBe('/');
    expect(homePathOf({ ...defaults, lang: 'zh', version: '' })).toBe('/zh/');
  });
  test('puts a non-default version first', () => {
    const versioned = { defaultLang: 'en', defaultVersion: 'v2' };
    expect(homePathOf({ ...versioned, lang: 'en', version: 'v2' })).toBe('/');
    expect(homePathOf({ ...versioned, lang: 'en', version: 'v1' })).toBe('/v1/');
    expect(homePathOf({ ...versioned, lang: 'zh', version: 'v1' })).toBe('/v1/zh/');
    expect(homePathOf({ ...versioned, lang: 'zh', version: 'v2' })).toBe('/zh/');
  });
});
