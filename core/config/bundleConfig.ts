import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

export interface BundledConfig {
  /** The config and its local imports as one ES module; packages stay `import`s. */
  code: string;
  /** The bundle's source map (sources relative to `outFile`'s folder). */
  map: string;
  /** The config file and every local file it imports (absolute paths). */
  deps: string[];
}

const DIRNAME = '__quire_injected_dirname';
const FILENAME = '__quire_injected_filename';
const META_URL = '__quire_injected_import_meta_url';
const REQUIRE = '__quire_injected_require';

/**
 * What is put before line 1 of every local file, so that `__dirname`, `__filename`,
 * `import.meta.url`/`dirname`/`filename` and `require.resolve('./x')` keep meaning the file itself
 * once bundled elsewhere. On the same line (no newline): positions below line 1 are unchanged, and
 * a column on line 1 is this banner's length too far (loadConfig takes it off).
 */
export function pathBanner(file: string): string {
  return (
    `const ${DIRNAME} = ${JSON.stringify(path.dirname(file))}; const ${FILENAME} = ${JSON.stringify(file)}; ` +
    `const ${META_URL} = ${JSON.stringify(pathToFileURL(file).href)}; ` +
    `const ${REQUIRE} = /* @__PURE__ */ process.getBuiltinModule('node:module').createRequire(${JSON.stringify(file)});`
  );
}

const loaderOf = (file: string) => (/\.[cm]?ts$/i.test(file) ? 'ts' : /\.tsx$/i.test(file) ? 'tsx' : /\.jsx$/i.test(file) ? 'jsx' : 'js');

/**
 * Every bare specifier (`quire`, `zod`, `@scope/x/y`, `node:fs`) stays an import, for Node to
 * resolve from the site: esbuild's `packages: 'external'` comes after a tsconfig's `paths`, which
 * could map a package to its sources and bundle them.
 */
function externalPackages(): Plugin {
  return {
    name: 'quire-config-external-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => (path.isAbsolute(specifier) ? undefined : { path: specifier, external: true }));
    },
  };
}

function injectFilePaths(): Plugin {
  return {
    name: 'quire-config-file-paths',
    setup(builder) {
      builder.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path: file }) => ({
        contents: pathBanner(file) + (await fs.promises.readFile(file, 'utf8')),
        loader: loaderOf(file),
      }));
    },
  };
}

/**
 * Bundles a config file with esbuild, as Vite does: TypeScript stripped, the config's local
 * imports (any module format) bundled in, so a change to any of them is picked up by the next
 * load; packages left as imports for Node to resolve from the site. The output is an ES module:
 * top-level `await` and ESM-only packages work, and `require` (a `.cjs` config, or `require()` of a
 * package) goes through a `createRequire` made for the file.
 */
export async function bundleConfig({ configPath, outFile }: { configPath: string; outFile: string }): Promise<BundledConfig> {
  const siteDir = path.dirname(configPath);
  const result = await build({
    absWorkingDir: siteDir,
    entryPoints: [configPath],
    outfile: outFile,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    metafile: true,
    sourcemap: 'external',
    sourcesContent: false,
    logLevel: 'silent',
    banner: { js: "import { createRequire as __quireCreateRequire } from 'node:module'; const require = __quireCreateRequire(import.meta.url);" },
    define: {
      __dirname: DIRNAME,
      __filename: FILENAME,
      'import.meta.url': META_URL,
      'import.meta.dirname': DIRNAME,
      'import.meta.filename': FILENAME,
      'require.resolve': `${REQUIRE}.resolve`,
    },
    plugins: [externalPackages(), injectFilePaths()],
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))!.text;
  const map = result.outputFiles.find((file) => file.path.endsWith('.map'))!.text;
  const deps = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes(':') || path.isAbsolute(input))
    .map((input) => path.resolve(siteDir, input))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
  return { code, map, deps };
}
