import { z } from 'zod';
import { compareOptions, documentedOptions, literalValue, pageTypeKinds, parseMarkdown, schemaOptions } from '../optionTables';

/** The problems of a synthetic page against a synthetic schema. */
async function check(schema: z.ZodType, markdown: string, complete = true): Promise<string[]> {
  const options = schemaOptions(schema);
  const tree = await parseMarkdown(markdown);
  const documented = documentedOptions({ tree, page: 'page.md', isOption: (path) => options.has(path) });
  return compareOptions({ page: 'page.md', documented, options, complete });
}

const schema = z.strictObject({
  modules: z.array(z.string()),
  debounce: z.number().default(300),
  position: z.enum(['above', 'beside']).default('above'),
  label: z.string().optional(),
  iframe: z.strictObject({ height: z.number().default(320), openInNewTab: z.boolean().default(true) }).prefault({}),
});

const goodPage = `
# Plugin

## Options

| Option | Type | Default | Description |
| --- | --- | --- | --- |
| \`modules\` | \`string[]\` | required | Packages. |
| \`debounce\` | \`number\` | \`300\` | Milliseconds. |
| \`position\` | \`'above' \\| 'beside'\` | \`'above'\` | Where. |
| \`label\` | \`string\` | none | A label. |
| \`iframe\` | \`object\` | \`{}\` | The frame: |
| \`iframe.height\` | \`number\` | \`320\` | Its height. |
| \`iframe.openInNewTab\` | \`boolean\` | \`true\` | A link. |
`;

describe('compareOptions over a synthetic schema and page', () => {
  test('a page that documents every option, with its type and default, has no problem', async () => {
    expect(await check(schema, goodPage)).toEqual([]);
  });

  test('an option the code gains and the page does not show fails, naming the page and the option', async () => {
    const grown = schema.extend({ theme: z.string().default('light') });
    expect(await check(grown, goodPage)).toEqual(['page.md: `theme` is an option in the schema, but the page does not document it']);
  });

  test('an option the code loses fails where the page documents it', async () => {
    const shrunk = schema.omit({ label: true });
    expect(await check(shrunk, goodPage)).toEqual(['page.md:11: `label` is documented, but the schema has no such option']);
  });

  test('a changed type, default or requiredness fails, saying what differs', async () => {
    const changed = schema.extend({
      modules: z.array(z.number()),
      debounce: z.number().default(500),
      position: z.enum(['above', 'beside', 'below']).default('above'),
      label: z.boolean().optional(),
    });
    expect(await check(changed, goodPage)).toEqual([
      'page.md:8: `modules` is documented as `string[]` (array<string>), but the schema takes array<number>',
      'page.md:9: `debounce` is documented with the default `300`, but the schema\'s default is 500',
      'page.md:10: `position` is documented as `\'above\' | \'beside\'` ("above" | "beside"), but the schema takes "above" | "below" | "beside"',
      'page.md:11: `label` is documented as `string` (string), but the schema takes boolean',
    ]);
  });

  test('a default documented for a required option fails, and so does "required" for an optional one', async () => {
    const page = goodPage.replace('| `modules` | `string[]` | required |', '| `modules` | `string[]` | `[]` |').replace('| `label` | `string` | none |', '| `label` | `string` | required |');
    expect(await check(schema, page)).toEqual([
      'page.md:8: `modules` is documented with a default ([]) but is required',
      'page.md:11: `label` is documented as required, but the schema makes it optional',
    ]);
  });

  test('a field of a documented object that the page leaves out fails; an object documented as one row does not', async () => {
    const page = goodPage.replace(/\| `iframe\.openInNewTab`.*\n/, '');
    expect(await check(schema, page)).toEqual(['page.md: `iframe.openInNewTab` is an option in the schema, but the page does not document it (it documents other fields of `iframe`)']);
    const oneRow = goodPage.replace(/\| `iframe\.[a-zA-Z]+`.*\n/g, '');
    expect(await check(schema, oneRow)).toEqual([]);
  });

  test('a partial page (complete: false) is checked for what it documents only', async () => {
    const page = goodPage.replace(/\| `(modules|debounce|position)`.*\n/g, '');
    expect(await check(schema, page, false)).toEqual([]);
    expect(await check(schema, page, true)).toHaveLength(3);
  });

  test('Chinese tables, option headings with Type/Default lists, and tables under an option heading', async () => {
    const page = `
## modules

- 类型：\`string[]\`

## debounce

- 类型：\`number\`
- 默认值：\`250\`

## Others

| 选项 | 类型 | 默认值 | 说明 |
| --- | --- | --- | --- |
| \`position\`、\`label\` | \`string\` | 无 | 位置。 |

## iframe

- 类型：\`object\`

| 字段 | 类型 | 作用 |
| --- | --- | --- |
| \`height\` | \`number\` | 高度。 |
`;
    expect(await check(schema, page)).toEqual([
      'page.md: `iframe.openInNewTab` is an option in the schema, but the page does not document it (it documents other fields of `iframe`)',
      'page.md:6: `debounce` is documented with the default `250`, but the schema\'s default is 300',
      'page.md:15: `position` is documented as `string` (string), but the schema takes "above" | "beside"',
      'page.md:15: `position` has the default "above" in the schema, but the page says "无"',
    ]);
  });

  test('arrays and records are transparent in paths: `items[].name` is a field of each item', async () => {
    const listSchema = z.strictObject({ items: z.array(z.strictObject({ name: z.string(), size: z.number().optional() })) });
    const page = `
| Option | Type | Default |
| --- | --- | --- |
| \`items\` | \`Items\` | required |
| \`items[].name\` | \`string\` | required |
`;
    // `Items` is no known type name, and `size` is missing.
    expect(await check(listSchema, page)).toEqual([
      'page.md: `items.size` is an option in the schema, but the page does not document it (it documents other fields of `items`)',
      'page.md:4: `items`: cannot read the type `Items` (add it to NAMED_TYPES in test-utils/optionTables.ts if it is a named type)',
    ]);
  });
});

describe('reading types and defaults', () => {
  test('types normalise to kinds', () => {
    expect([...pageTypeKinds('boolean | { level?: \'error\' | \'warn\' }')].sort()).toEqual(['false', 'object', 'true']);
    expect([...pageTypeKinds('(string | [string, Record<string, unknown>])[]')]).toEqual(['array<string | tuple>']);
    expect([...pageTypeKinds('string[]')]).toEqual(['array<string>']);
    expect([...pageTypeKinds('number | false')].sort()).toEqual(['false', 'number']);
    expect([...pageTypeKinds('2 | 3')].sort()).toEqual(['lit:2', 'lit:3']);
    expect(() => pageTypeKinds('Mystery')).toThrow('cannot read the type `Mystery`');
  });

  test('defaults are read as JavaScript literals', () => {
    expect(literalValue("{ mode: 'local', codeBlocks: true }")).toEqual({ value: { mode: 'local', codeBlocks: true } });
    expect(literalValue("['ts', 'tsx']")).toEqual({ value: ['ts', 'tsx'] });
    expect(literalValue('sitemap.xml')).toBeUndefined();
  });

  test('the schema walk sees defaults through transforms and prefaults, and fields through unions and lazies', () => {
    const node: z.ZodType<{ text: string; items?: unknown[] }> = z.lazy(() => z.strictObject({ text: z.string(), items: z.array(node).optional() }));
    const options = schemaOptions(
      z.strictObject({
        base: z.string().default('/').transform((value) => value),
        box: z.strictObject({ width: z.number().default(1) }).prefault({}),
        search: z.union([z.literal(false), z.strictObject({ mode: z.enum(['local', 'off']) })]),
        nav: z.array(node).optional(),
      }),
    );
    expect(options.get('base')).toMatchObject({ required: false, defaults: { raw: '/', parsed: '/' } });
    expect(options.get('box')).toMatchObject({ defaults: { raw: {}, parsed: { width: 1 } } });
    expect([...options.get('search')!.kinds].sort()).toEqual(['false', 'object']);
    expect(options.get('search.mode')).toMatchObject({ required: true });
    expect(options.get('nav.text')).toMatchObject({ required: true });
    expect(options.has('nav.items.text')).toBe(true);
  });
});
