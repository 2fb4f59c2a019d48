import { colorEnabled, colorsFor, writeTo } from '../colorSupport';

function fakeStream(isTTY: boolean) {
  const chunks: string[] = [];
  return { isTTY, write: (text: string) => chunks.push(text) > 0, chunks };
}

describe('colour support', () => {
  test.each([
    [{}, true, true],
    [{}, false, false],
    [{ TERM: 'dumb' }, true, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: 'true' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: 'false' }, true, false],
    [{ FORCE_COLOR: '' }, false, false],
    [{ FORCE_COLOR: '', NO_COLOR: '1' }, true, false],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
  ])('env %j, terminal %s -> %s', (env, isTTY, expected) => {
    expect(colorEnabled({ env: env as NodeJS.ProcessEnv, isTTY })).toBe(expected);
  });

  describe('per stream', () => {
    const saved = { NO_COLOR: process.env.NO_COLOR, FORCE_COLOR: process.env.FORCE_COLOR, TERM: process.env.TERM };
    beforeEach(() => {
      delete process.env.NO_COLOR;
      delete process.env.FORCE_COLOR;
      process.env.TERM = 'xterm-256color';
    });
    afterAll(() => {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    });

    test('a terminal keeps the colours, a pipe gets the plain text', () => {
      const terminal = fakeStream(true);
      const pipe = fakeStream(false);
      const styled = `${colorsFor(terminal).red('error:')} ${colorsFor(terminal).cyan('docs/a.md')}`;
      expect(styled).toBe('\u001b[31merror:\u001b[39m \u001b[36mdocs/a.md\u001b[39m');
      expect(colorsFor(pipe).red('error:')).toBe('error:');
      writeTo(terminal, styled);
      writeTo(pipe, styled);
      expect(terminal.chunks).toEqual([styled]);
      expect(pipe.chunks).toEqual(['error: docs/a.md']);
    });

    test('NO_COLOR strips colours on a terminal too; FORCE_COLOR keeps them on a pipe', () => {
      const terminal = fakeStream(true);
      const pipe = fakeStream(false);
      process.env.NO_COLOR = '1';
      writeTo(terminal, '\u001b[31mred\u001b[39m');
      delete process.env.NO_COLOR;
      process.env.FORCE_COLOR = '1';
      writeTo(pipe, '\u001b[31mred\u001b[39m');
      expect(terminal.chunks).toEqual(['red']);
      expect(pipe.chunks).toEqual(['\u001b[31mred\u001b[39m']);
    });
  });
});
