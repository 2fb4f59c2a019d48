import { parseCodeMeta, splitCodeInfo, type CodeMeta } from '../codeMeta';

describe('parseCodeMeta', () => {
  const none: CodeMeta = { highlightLines: [] };
  test.each<[string | null | undefined, CodeMeta]>([
    [undefined, none],
    [null, none],
    ['', none],
    ['title="src/a.ts"', { title: 'src/a.ts', highlightLines: [] }],
    ["title='src/a.ts'", { title: 'src/a.ts', highlightLines: [] }],
    ['title=`src/a.ts`', { title: 'src/a.ts', highlightLines: [] }],
    ['title=src/a.ts', { title: 'src/a.ts', highlightLines: [] }],
    ['title="My file.ts"', { title: 'My file.ts', highlightLines: [] }],
    ['title=""', none],
    ['{1,3-5}', { highlightLines: [1, 3, 4, 5] }],
    ['{2}', { highlightLines: [2] }],
    ['{ 1 , 4 - 5 }', { highlightLines: [1, 4, 5] }],
    ['{5-3,4,1}', { highlightLines: [1, 3, 4, 5] }],
    ['{1} {3}', { highlightLines: [1, 3] }],
    ['{0,x,2}', { highlightLines: [2] }],
    ['{1-100000000,7}', { highlightLines: [7] }],
    ['lineNumbers', { highlightLines: [], lineNumbers: true }],
    ['lineNumbers=true', { highlightLines: [], lineNumbers: true }],
    ['lineNumbers=false', { highlightLines: [], lineNumbers: false }],
    ['wrap', { highlightLines: [], wrap: true }],
    ['wrap=false', { highlightLines: [], wrap: false }],
    ['wrap=maybe', none],
    ['file="./example.ts"', { file: './example.ts', highlightLines: [] }],
    ["file='../shared/x.json'", { file: '../shared/x.json', highlightLines: [] }],
    ['twoslash foo=bar something', none],
    [
      'title="src/a.ts" {1,3-4} lineNumbers=false wrap twoslash',
      { title: 'src/a.ts', highlightLines: [1, 3, 4], lineNumbers: false, wrap: true },
    ],
    ['{2} title="x {3} y"', { title: 'x {3} y', highlightLines: [2] }],
  ])('%p', (meta, expected) => {
    expect(parseCodeMeta({ meta })).toEqual(expected);
  });
});

describe('splitCodeInfo', () => {
  test.each<[string | null, string | null, { lang?: string; meta: string }]>([
    ['ts', 'title="a.ts"', { lang: 'ts', meta: 'title="a.ts"' }],
    ['ts', null, { lang: 'ts', meta: '' }],
    [null, null, { meta: '' }],
    ['ts{1,3}', null, { lang: 'ts', meta: '{1,3}' }],
    ['ts{1,3}', 'wrap', { lang: 'ts', meta: '{1,3} wrap' }],
    ['{2}', null, { meta: '{2}' }],
    ['title="a.ts"', '{2}', { meta: 'title="a.ts" {2}' }],
    ['file="./x.ts"', null, { meta: 'file="./x.ts"' }],
    // Markdown splits the info string at the first space, even inside quotes.
    ['title="my', 'file.ts"', { meta: 'title="my file.ts"' }],
  ])('%p %p', (lang, meta, expected) => {
    expect(splitCodeInfo({ lang, meta })).toEqual(expected);
  });
});
