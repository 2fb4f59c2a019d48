import { hasCjk, processTerm, tokenize } from '../tokenize';

describe('tokenize', () => {
  it('cuts English text into words, keeping dotted and dashed names whole', () => {
    expect(tokenize('Run `quire build-lib` with Node v20.19, then deploy!')).toEqual(['Run', 'quire', 'build-lib', 'with', 'Node', 'v20.19', 'then', 'deploy']);
  });

  it('cuts Chinese text into overlapping character pairs, the same on every runtime', () => {
    expect(tokenize('配置概览')).toEqual(['配置', '置概', '概览']);
    // A query is cut the same way, so `概览` is a term of the text above.
    expect(tokenize('概览')).toEqual(['概览']);
    expect(tokenize('页')).toEqual(['页']);
  });

  it('handles mixed Chinese and English text', () => {
    expect(tokenize('使用 Quire 构建文档，运行quire dev')).toEqual(['使用', 'Quire', '构建', '建文', '文档', '运行', 'quire', 'dev']);
    // A word glued before Chinese text ends where the Chinese starts.
    expect(tokenize('用Quire构建v2文档')).toEqual(['用', 'Quire', '构建', 'v2', '文档']);
  });

  it('lower-cases terms and drops empty ones', () => {
    expect(processTerm('Config')).toBe('config');
    expect(processTerm('')).toBeNull();
    expect(hasCjk('hello 世界')).toBe(true);
    expect(hasCjk('hello')).toBe(false);
  });
});
