import fs from 'node:fs';
import path from 'node:path';
import { isQuireError } from 'quire/plugin-utils';
import { loadComponents } from '../loadComponents';
import { readComponents } from '../readComponents';
import { resolveEntries } from '../resolveEntries';
import { makeSite } from '../../../test-utils/fixtures';

/**
 * react-docgen-typescript on real files: the fixture's Button (HTML attributes spread in, a
 * `@default` tag, `@zh` tags) and Quire's own theme components, all on one program.
 */

jest.setTimeout(120_000);

const repo = path.resolve(__dirname, '..', '..', '..');
const fixtureSite = path.join(__dirname, '__fixtures__', 'site');
const theme = (name: string) => path.join(repo, 'theme', name, 'index.tsx');

const entries = resolveEntries({
  siteDir: fixtureSite,
  entries: {
    Button: 'components/Button.tsx',
    Badge: theme('Badge'),
    Tabs: theme('Tabs'),
    Tab: { path: theme('Tabs'), exportName: 'Tab' },
    PackageManagerTabs: theme('PackageManagerTabs'),
    Steps: theme('Steps'),
  },
});

let components: Awaited<ReturnType<typeof readComponents>>['components'];
let files: string[];

beforeAll(async () => {
  ({ components, files } = await readComponents({ entries, siteDir: fixtureSite, langs: ['zh'] }));
});

const table = (moduleName: string) => components.find((component) => component.moduleName === moduleName)!;

describe('the props of a component', () => {
  test("its own props in declaration order, with types, defaults, required and descriptions; the HTML attributes it spreads left out", () => {
    expect(table('Button')).toEqual({
      moduleName: 'Button',
      displayName: 'Button',
      props: [
        { name: 'label', type: 'string', required: true, description: { '': 'What the button says.', zh: '按钮上的文字。' } },
        { name: 'size', type: '"small" | "medium" | "large"', defaultValue: '"medium"', required: false, description: { '': 'How big it is: `small` fits in a line of text.', zh: '尺寸：`small` 可以放进一行文字里。' } },
        { name: 'disabled', type: 'boolean', defaultValue: 'false', required: false, description: { '': 'Greys the button out; see [the guide](/guide) and **never** <script>alert(1)</script>.' } },
        { name: 'limit', type: 'number', defaultValue: '3', required: false, description: { '': 'How many times it may be pressed.' } },
        { name: 'onPress', type: '(event: { count: number; }) => void', required: false, description: { '': 'Called on press.' } },
        { name: 'note', type: 'string', required: false, description: { '': 'Unsafe link: [click](javascript:alert(1)).' } },
      ],
    });
  });

  test("the theme's Badge: a union alias spelled out, defaults from the destructuring, Chinese from @zh", () => {
    expect(table('Badge').props).toEqual([
      { name: 'text', type: 'string', required: false, description: { '': "The badge's text; children are used when it is absent.", zh: '徽标的文字；不给时显示子元素。' } },
      { name: 'type', type: '"tip" | "info" | "warning" | "danger"', defaultValue: '"tip"', required: false, description: { '': 'The colour: `tip`, `info`, `warning` or `danger`.', zh: '颜色：`tip`、`info`、`warning` 或 `danger`。' } },
      { name: 'outline', type: 'boolean', defaultValue: 'false', required: false, description: { '': 'A bordered badge on the page background instead of a tinted one.', zh: '带边框、透出页面底色的徽标，而不是着色的徽标。' } },
      { name: 'children', type: 'ReactNode', required: false, description: { '': "The badge's text when `text` is not given.", zh: '没有 `text` 时作为徽标文字的内容。' } },
    ]);
  });

  test('two components of one file: by the entry name (Tabs) and by exportName (Tab)', () => {
    expect(table('Tabs').displayName).toBe('Tabs');
    expect(table('Tabs').props.map((row) => [row.name, row.type, row.required])).toEqual([
      ['groupId', 'string', false],
      ['defaultValue', 'string | number', false],
      ['onChange', '(index: number) => void', false],
      ['className', 'string', false],
      ['children', 'ReactNode', false],
    ]);
    expect(table('Tab').displayName).toBe('Tab');
    expect(table('Tab').props.map((row) => [row.name, row.type, row.required])).toEqual([
      ['label', 'ReactNode', true],
      ['value', 'string', false],
      ['children', 'ReactNode', false],
    ]);
  });

  test('every theme component documented has a Chinese description for every prop', () => {
    for (const name of ['Badge', 'Tabs', 'Tab', 'PackageManagerTabs', 'Steps']) {
      expect(table(name).props.length).toBeGreaterThan(0);
      for (const row of table(name).props) expect([name, row.name, row.description.zh && row.description['']]).toEqual([name, row.name, expect.any(String)]);
    }
    expect(table('PackageManagerTabs').props[0]).toMatchObject({ name: 'command', type: 'string | Partial<Record<"npm" | "yarn" | "pnpm" | "bun" | "deno", string>>', required: true });
  });

  test("the program's files are what the cache depends on: the components and React's types", () => {
    expect(files).toEqual(expect.arrayContaining([fs.realpathSync(theme('Badge')), path.join(fixtureSite, 'components', 'Button.tsx')]));
    expect(files.some((file) => file.endsWith(path.join('@types', 'react', 'index.d.ts')))).toBe(true);
  });
});

describe('entries that name no component', () => {
  test('a missing export and a file of several components without a match are reported together', async () => {
    const siteDir = makeSite({
      'Two.tsx': 'export function One({ a }: { a: string }) { return <b>{a}</b>; }\nexport function Other({ b }: { b?: number }) { return <i>{b}</i>; }\n',
      'Single.tsx': 'export function Single({ a }: { a: string }) { return <b>{a}</b>; }\n',
    });
    const error = await readComponents({
      entries: resolveEntries({ siteDir, entries: { Two: 'Two.tsx', Single: { path: 'Single.tsx', exportName: 'Nope' } } }),
      siteDir,
      langs: [],
    }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(isQuireError(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).toContain('Plugin "api-docgen" cannot document every entry:');
    expect(message).toContain(`entries.Two: cannot tell which component of ${fs.realpathSync(path.join(siteDir, 'Two.tsx'))} to document (components found: One, Other); give { path, exportName }`);
    expect(message).toContain(`entries.Single: ${fs.realpathSync(path.join(siteDir, 'Single.tsx'))} has no component exported as "Nope" (components found: Single)`);
  });
});

describe('the disk cache', () => {
  test('a second load reads the cache; an edit to a component reads it again', async () => {
    const siteDir = makeSite({ 'Chip.tsx': 'export default function Chip({ label }: {\n  /** Its text. @zh 文字。 */\n  label: string }) { return label; }\n' });
    const dataDir = path.join(siteDir, '.quire', 'api-docgen');
    const load = () => loadComponents({ entries: resolveEntries({ siteDir, entries: { Chip: 'Chip.tsx' } }), siteDir, dataDir, quireVersion: 'test', langs: ['zh'] });
    const first = await load();
    expect(first.cached).toBe(false);
    expect(first.components[0]!.props).toEqual([{ name: 'label', type: 'string', required: true, description: { '': 'Its text.', zh: '文字。' } }]);
    const second = await load();
    expect(second).toMatchObject({ cached: true, components: first.components });
    fs.writeFileSync(path.join(siteDir, 'Chip.tsx'), 'export default function Chip({ label, big = true }: { label: string; big?: boolean }) { return label; }\n');
    const third = await load();
    expect(third.cached).toBe(false);
    expect(third.components[0]!.props.map((row) => [row.name, row.defaultValue])).toEqual([
      ['label', undefined],
      ['big', 'true'],
    ]);
  });
});
