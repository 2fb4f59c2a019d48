import fs from 'node:fs';
import path from 'node:path';
import { QuireAggregateError } from 'quire/plugin-utils';
import twoslashPlugin from 'quire/plugins/twoslash';
import { makeLoadContext } from '../../../test-utils/loadContext';
import type { TransformerOptions } from '../options';
import { reportCosts } from '../perfReport';

const context = makeLoadContext();

function caught(fn: () => unknown): QuireAggregateError {
  try {
    fn();
  } catch (error) {
    return error as QuireAggregateError;
  }
  throw new Error('expected an error');
}

describe('twoslashPlugin', () => {
  test('a Shiki transformer module with the resolved options, and one global UI component bundled from source', () => {
    const plugin = twoslashPlugin(context, { compilerOptions: { jsx: 'react-jsx', strict: true }, langs: ['TS'] }) as Awaited<ReturnType<typeof twoslashPlugin>>;
    expect(plugin.name).toBe('twoslash');
    const [modulePath, options] = plugin.markdown!.shikiTransformers![0] as [string, TransformerOptions];
    expect(modulePath).toMatch(/plugins[\\/]twoslash[\\/]transformer\.(ts|js)$/);
    // TypeScript's own names become its API's values (jsx: react-jsx is 4).
    expect(options).toEqual({
      compilerOptions: { jsx: 4, strict: true },
      langs: ['ts'],
      cache: true,
      siteDir: context.siteDir,
      cacheDir: path.join(context.siteDir, '.quire', 'cache', 'twoslash'),
      mode: 'production',
    });
    // The options cross to the compile threads as JSON.
    expect(JSON.parse(JSON.stringify(options))).toEqual(options);
    const [component] = plugin.globalUIComponents as string[];
    expect(component).toMatch(/plugins[\\/]twoslash[\\/]client[\\/]TwoslashPopups\.tsx$/);
    expect(fs.existsSync(component!)).toBe(true);
  });

  test('defaults: ts and tsx, the disk cache on; cache: false gives no cache folder', () => {
    const plugin = twoslashPlugin(makeLoadContext({ mode: 'development' }), { cache: false }) as Awaited<ReturnType<typeof twoslashPlugin>>;
    const [, options] = plugin.markdown!.shikiTransformers![0] as [string, TransformerOptions];
    expect(options).toMatchObject({ compilerOptions: {}, langs: ['ts', 'tsx'], cache: false, cacheDir: undefined, mode: 'development' });
  });

  test('reports every wrong option at once, with its path', () => {
    const error = caught(() => twoslashPlugin(context, { langs: [], cache: 'yes', renderer: 'classic' }));
    expect(error).toBeInstanceOf(QuireAggregateError);
    expect(error.message).toContain('Invalid options for plugin "twoslash"');
    expect(error.errors).toEqual([expect.stringMatching(/^langs: must list at least one language/), expect.stringMatching(/^cache: /), 'renderer: unknown key']);
  });

  test('unknown compiler options and wrong values are reported by TypeScript, all at once', () => {
    const error = caught(() => twoslashPlugin(context, { compilerOptions: { jsx: 'react-jsxx', stricter: true } }));
    expect(error).toBeInstanceOf(QuireAggregateError);
    expect(error.errors).toEqual([expect.stringMatching(/^compilerOptions: Argument for '--jsx' option must be/), expect.stringMatching(/^compilerOptions: Unknown compiler option 'stricter'/)]);
    expect(error.format()).toContain('as in a tsconfig.json');
  });
});

describe('the QUIRE_PERF report', () => {
  test('each block of this build with its cost, cold or from the disk cache, then the totals; records of earlier builds are left out', () => {
    const lines: string[] = [];
    const totals = reportCosts({
      siteDir: '/site',
      since: 1000,
      write: (line) => lines.push(line.replace(/\u001b\[\d+m/g, '')),
      pages: [
        { sourceFilePath: '/site/docs/a.md', data: { blocks: [{ line: 7, ms: 1500.4, cached: false, at: 2000 }, { line: 20, ms: 2, cached: true, at: 2001 }] } },
        { sourceFilePath: '/site/docs/old.md', data: { blocks: [{ line: 3, ms: 900, cached: false, at: 10 }] } },
      ],
    });
    expect(lines).toEqual([
      '[perf] twoslash block docs/a.md:7 1500ms (cold)\n',
      '[perf] twoslash block docs/a.md:20 2ms (disk cache)\n',
      '[perf] twoslash 2 block(s): 1 cold 1500ms (avg 1500ms), 1 from the disk cache 2ms (avg 2ms)\n',
    ]);
    expect(totals).toEqual({ cold: 1, cached: 1, coldMs: 1500.4, cachedMs: 2 });
  });
});
