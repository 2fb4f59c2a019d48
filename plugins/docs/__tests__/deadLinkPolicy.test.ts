import { validateConfig } from '../../../core/config/validateConfig';
import { closestAnchor, editDistance } from '../closestAnchor';
import { deadLinkPolicy } from '../deadLinkPolicy';

describe('deadLinkPolicy', () => {
  test('false turns the check off; true and an object default to level error with no excludes', () => {
    expect(deadLinkPolicy(false)).toBeUndefined();
    expect(deadLinkPolicy(true)!.level).toBe('error');
    expect(deadLinkPolicy({})!.level).toBe('error');
    expect(deadLinkPolicy({ level: 'warn' })!.level).toBe('warn');
    expect(deadLinkPolicy(true)!.isExcluded({ raw: '/x', route: '/x' })).toBe(false);
  });

  test('a string matches the link as written, without its anchor, or its route; a RegExp tests both', () => {
    const { isExcluded } = deadLinkPolicy({ excludes: ['/api/Old.html', './draft.md', /^https?:|\.pdf$/, /^\/generated\//] })!;
    expect(isExcluded({ raw: './draft.md#part', route: '/guide/draft' })).toBe(true);
    expect(isExcluded({ raw: '/api/old', route: '/api/old' })).toBe(true);
    expect(isExcluded({ raw: '../api/old.md', route: '/api/old' })).toBe(true);
    expect(isExcluded({ raw: '/files/a.pdf', route: '/files/a.pdf' })).toBe(true);
    expect(isExcluded({ raw: '../generated/x.md', route: '/generated/x' })).toBe(true);
    expect(isExcluded({ raw: './other.md', route: '/guide/other' })).toBe(false);
    expect(isExcluded({ raw: '#api', route: '' })).toBe(false);
  });
});

describe('markdown.checkDeadLinks in the config', () => {
  test('true by default; an object keeps its RegExps; wrong values are reported with their path', () => {
    expect(validateConfig({}).markdown.checkDeadLinks).toBe(true);
    const pattern = /^\/old\//;
    expect(validateConfig({ markdown: { checkDeadLinks: { level: 'warn', excludes: ['/x', pattern] } } }).markdown.checkDeadLinks).toEqual({ level: 'warn', excludes: ['/x', pattern] });
    expect(() => validateConfig({ markdown: { checkDeadLinks: { level: 'fatal', excludes: [1], exclude: [] } } })).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/markdown\.checkDeadLinks\.level: expected "error" or "warn"[\s\S]*markdown\.checkDeadLinks\.excludes\[0\]: expected a string or a RegExp, received a number \(1\)/),
      }),
    );
  });
});

describe('closestAnchor', () => {
  test('edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  test('the closest anchor within a third of the length; the first on a tie; none when all are far', () => {
    const anchors = ['introduction', 'routing-convention', 'routing-conventions-2', 'api'];
    expect(closestAnchor({ anchor: 'routing-conventions', anchors })).toBe('routing-convention');
    expect(closestAnchor({ anchor: 'Routing_Convention', anchors })).toBe('routing-convention');
    expect(closestAnchor({ anchor: 'intro', anchors })).toBeUndefined();
    expect(closestAnchor({ anchor: 'apx', anchors })).toBe('api');
    expect(closestAnchor({ anchor: 'xyz', anchors })).toBeUndefined();
    expect(closestAnchor({ anchor: 'ab', anchors: ['ax', 'ay'] })).toBe('ax');
  });
});
