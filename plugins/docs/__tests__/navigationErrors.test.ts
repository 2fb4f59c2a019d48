import path from 'node:path';
import { QuireAggregateError } from '../../../core/errors';
import { loadDocs } from '../loadDocs';
import { buildNavigation } from '../navigation';
import { jsonErrorPosition } from '../navigation/jsonErrorPosition';

const docsDir = path.join(__dirname, '__fixtures__', 'meta-errors', 'docs');
const layout = { docsDir, langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };

/** Builds the navigation of the meta-errors fixture and returns the error it throws. */
async function problems(): Promise<QuireAggregateError> {
  const pages = await loadDocs({ ...layout, exclude: [] });
  try {
    await buildNavigation({ ...layout, pages, themeConfig: {} });
  } catch (error) {
    return error as QuireAggregateError;
  }
  throw new Error('buildNavigation did not fail');
}

describe('navigation file errors', () => {
  test('every problem of every file, in both languages, is reported at once', async () => {
    const error = await problems();
    expect(error).toBeInstanceOf(QuireAggregateError);
    expect(error.message).toMatch(/^11 problem\(s\) in the navigation files \(_meta\.json, _nav\.json\):/);
    expect(error.errors).toHaveLength(11);
  });

  test.each([
    ['en', 'docs/en/guide/_meta.json:3:3: entry "intro" names docs/en/guide/intro(.md|.mdx|.tsx|.jsx), which does not exist'],
    ['zh', 'docs/zh/guide/_meta.json:3:3: entry "intro.mdx" names docs/zh/guide/intro.mdx, which does not exist'],
  ])('a missing page is named with both the _meta.json (at its entry) and the file it looks for (%s)', async (_lang, line) => {
    expect((await problems()).errors).toContain(line);
  });

  test('a missing folder, and a file that exists but is not a page, are told apart (en)', async () => {
    const { errors } = await problems();
    expect(errors).toContain('docs/en/guide/_meta.json:5:3: entry "nowhere" names the folder docs/en/guide/nowhere/, which does not exist');
    expect(errors).toContain(
      'docs/en/guide/_meta.json:4:3: entry "_hidden" names docs/en/guide/_hidden.md, which is not a page (its name starts with "_" or it matches route.exclude)',
    );
  });

  test('an entry may not leave its folder (zh)', async () => {
    expect((await problems()).errors).toContain('docs/zh/guide/_meta.json:7:3: entry "../api" must name a file or folder inside docs/zh/guide/');
  });

  test.each([
    [
      'en',
      [
        'docs/en/api/_meta.json:5:5: [0].colapsed: unknown key',
        'docs/en/api/_meta.json:7:3: [1]: expected a string or an object, received a number (3)',
        'docs/en/api/_meta.json:9:5: [2].type: expected "file", "dir", "dir-section-header", "section-header", "divider" or "custom-link", received the string "folder"',
      ],
    ],
    ['zh', ['docs/zh/_nav.json:7:5: [1].text: expected a string, received a number (1)']],
  ])('a wrong shape is reported with the file, the place and the path of the item (%s)', async (_lang, lines) => {
    const { errors } = await problems();
    for (const line of lines) expect(errors).toContain(line);
  });

  test.each([
    ['en', /^docs\/en\/_nav\.json:3:20: invalid JSON: /],
    ['zh', /^docs\/zh\/api\/_meta\.json:3:3: invalid JSON: /],
  ])('invalid JSON is reported with file:line:column (%s)', async (_lang, pattern) => {
    const { errors } = await problems();
    expect(errors.filter((line) => pattern.test(line))).toHaveLength(1);
  });
});

describe('jsonErrorPosition', () => {
  test.each([
    ['[1 2]', 1, 4],
    ['[\n  "a",\n  }\n]', 3, 3],
    ['{"a": 1,}', 1, 9],
    ['["a",', 1, 6],
    ['', 1, 1],
    ['[tru]', 1, 5],
    ['["\\x"]', 1, 4],
    ['[1] x', 1, 5],
    ['{\n  "a": [01]\n}', 2, 10],
  ])('%j goes wrong at %i:%i', (text, line, column) => {
    expect(jsonErrorPosition({ text })).toEqual({ line, column });
  });
});
