import { formatHelp, parseFlag } from '../help';

describe('help tables', () => {
  test('a flag is its term, two spaces or more, and its description', () => {
    expect(parseFlag('--port <port>  port to listen on')).toEqual({ term: '--port <port>', description: 'port to listen on' });
    expect(parseFlag('-h, --help        show help')).toEqual({ term: '-h, --help', description: 'show help' });
    expect(parseFlag('--open')).toEqual({ term: '--open', description: '' });
  });

  test('every description starts in one column across sections', () => {
    const text = formatHelp({
      intro: ['Usage: tool'],
      sections: [
        { title: 'Commands', rows: [{ term: 'dev', description: 'start' }] },
        { title: 'Flags', rows: [parseFlag('--out-dir <dir>  where'), parseFlag('--open')] },
      ],
    });
    expect(text).toBe(['Usage: tool', '', 'Commands:', '  dev               start', '', 'Flags:', '  --out-dir <dir>   where', '  --open'].join('\n'));
  });
});
