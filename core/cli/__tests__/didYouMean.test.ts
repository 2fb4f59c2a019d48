import { didYouMean, editDistance } from '../didYouMean';

describe('didYouMean', () => {
  test('edit distance counts a swap of neighbours as one edit', () => {
    expect(editDistance('biuld', 'build')).toBe(1);
    expect(editDistance('dev', 'dev')).toBe(0);
    expect(editDistance('prevew', 'preview')).toBe(1);
    expect(editDistance('abc', '')).toBe(3);
  });

  test.each([
    ['biuld', 'build'],
    ['buidl', 'build'],
    ['Build', 'build'],
    ['devv', 'dev'],
    ['preveiw', 'preview'],
    ['prev', 'preview'],
    ['iint', 'init'],
  ])('%s -> %s', (input, expected) => {
    expect(didYouMean({ input, candidates: ['build', 'dev', 'preview', 'serve', 'init'] })).toBe(expected);
  });

  test.each(['deploy', 'x', 'start', 'bundle'])('nothing close to %s', (input) => {
    expect(didYouMean({ input, candidates: ['build', 'dev', 'preview', 'serve', 'init'] })).toBeUndefined();
  });

  test('flags', () => {
    const candidates = ['--port', '--strict-port', '--host', '--open', '--help'];
    expect(didYouMean({ input: '--prot', candidates })).toBe('--port');
    expect(didYouMean({ input: '--strictport', candidates })).toBe('--strict-port');
    expect(didYouMean({ input: '--hots', candidates })).toBe('--host');
    expect(didYouMean({ input: '--verbose', candidates })).toBeUndefined();
  });
});
