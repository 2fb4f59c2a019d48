import fs from 'node:fs';
import path from 'node:path';
import { writeFiles } from '../../../test-utils/fixtures';
import { builtFixture } from '../../../test-utils/servedSites';

const fixtureDir = path.join(__dirname, '__fixtures__', 'site');

/**
 * The package the fixture's options allow (`modules: ['fixture-greeting']`), installed in the
 * site's node_modules as a package would be (the fixture copy leaves node_modules out).
 */
export function installGreeting(siteDir: string): void {
  writeFiles(siteDir, {
    'node_modules/fixture-greeting/package.json': JSON.stringify({ name: 'fixture-greeting', version: '1.0.0', main: 'index.js' }),
    'node_modules/fixture-greeting/index.js': "exports.greet = (name) => 'Hello, ' + name + '!';\n",
  });
}

/** The fixture site (`__fixtures__/site`), built once per test run; returns its folder. */
export function builtPlaygroundSite(): Promise<string> {
  return builtFixture({ variant: 'playground-site', fixtureDir, prepare: installGreeting });
}

/** The output's script files (under assets/js) whose code holds `marker`. */
export function scriptsHolding({ site, marker }: { site: string; marker: string }): string[] {
  const dir = path.join(site, 'dist', 'assets', 'js');
  return fs.readdirSync(dir).filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes(marker));
}

/** The scripts a built page's HTML loads (file names under assets/js). */
export function pageScripts({ site, htmlFile }: { site: string; htmlFile: string }): string[] {
  const html = fs.readFileSync(path.join(site, 'dist', htmlFile), 'utf8');
  return [...html.matchAll(/<script[^>]+src="\/assets\/js\/([^"]+)"/g)].map((match) => match[1]!);
}
