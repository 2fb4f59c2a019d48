import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openHydrated, PHONE, until, watchProblems } from '../../../test-utils/browser';
import { builtPlaygroundSite, pageScripts, scriptsHolding } from './fixtureSite';
import { startPreview } from '../../../test-utils/servedSites';

/**
 * The plugin on a real build (`__fixtures__/site`: a page with two playgrounds, `tsx` importing
 * React and the allowed `fixture-greeting`, and `jsx`; a home page without one), served by
 * `quire preview` and driven in Chromium.
 */

jest.setTimeout(300_000);

let browser: Browser;
let site: string;
let origin: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  site = await builtPlaygroundSite();
  ({ origin, stop } = await startPreview(site));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stop?.();
});

// React reports an error its boundary caught on the console: expected in the runtime-error test.
const CAUGHT = /kaboom|error boundary|The above error occurred/i;

async function openCounter(options: { viewport?: { width: number; height: number }; dark?: boolean } = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await newContext({ browser, ...(options.viewport ? { viewport: options.viewport } : {}), colorScheme: options.dark ? 'dark' : 'light' });
  const page = await context.newPage();
  const problems = watchProblems({ page, ignore: CAUGHT });
  await openHydrated({ page, url: `${origin}/counter` });
  await page.locator('.quire-playground[data-playground="live"]').nth(1).waitFor();
  return { page, problems };
}

const first = (page: Page) => page.locator('.quire-playground').first();
// The rendered text, one line per block (innerText puts a blank line after a paragraph).
const resultText = async (page: Page) => (await first(page).locator('.quire-playground-result').innerText()).replace(/\n+/g, '\n').trim();
const editorText = (page: Page) => first(page).locator('.cm-content').evaluate((element) => (element as HTMLElement & { cmView?: unknown }).innerText);

/** Replaces the first playground's code as a reader would: select all in the editor, then type. */
async function replaceCode(page: Page, code: string): Promise<void> {
  await first(page).locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

const COUNTER_SOURCE = fs.readFileSync(path.join(__dirname, '__fixtures__', 'site', 'docs', 'counter.md'), 'utf8').split('```tsx playground\n')[1]!.split('```')[0]!;

describe('a page with playgrounds', () => {
  test('the editor replaces the highlighted block and the result renders, with the allowed import', async () => {
    const { page, problems } = await openCounter();
    expect(await page.locator('.quire-playground[data-playground="live"]').count()).toBe(2);
    expect(await page.locator('.quire-playground .cm-editor').count()).toBe(2);
    await until(() => resultText(page), 'Hello, reader!\nClicked 1 times');
    await first(page).getByRole('button', { name: 'Clicked 1 times' }).click();
    await until(() => resultText(page), 'Hello, reader!\nClicked 2 times');
    expect(await page.locator('.quire-playground .hello').textContent()).toBe('Hello from JSX');
    expect(await first(page).getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);
    await page.screenshot({ path: '/tmp/shots/playground-light.png', fullPage: true });
    expect(problems).toEqual([]);
  });

  test('typing changes the live result', async () => {
    const { page, problems } = await openCounter();
    await until(() => resultText(page), 'Hello, reader!\nClicked 1 times');
    await replaceCode(page, COUNTER_SOURCE.replace('Clicked', 'Pressed'));
    await until(() => resultText(page), 'Hello, reader!\nPressed 1 times');
    // Typing itself, key by key: a double click selects the word "reader" in the string, then type over it.
    await first(page).locator('.cm-line span', { hasText: "'reader'" }).dblclick();
    await page.keyboard.type('typist');
    await until(() => resultText(page), 'Hello, typist!\nPressed 1 times');
    expect(problems).toEqual([]);
  });

  test('a syntax error shows in place, and fixing it recovers', async () => {
    const { page, problems } = await openCounter();
    await replaceCode(page, 'export default function Broken() {\n  return <div>;\n}\n');
    const error = first(page).locator('.quire-playground-error');
    await error.waitFor();
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await error.innerText()).toBe('Syntax error: Unexpected token (2:15)');
    // The rest of the page goes on: the other playground and the page's own content.
    expect(await page.locator('.quire-playground .hello').textContent()).toBe('Hello from JSX');
    expect(await page.locator('.quire-doc h1').first().textContent()).toContain('Counter');
    await page.screenshot({ path: '/tmp/shots/playground-syntax-error.png' });
    await replaceCode(page, 'export default function Fixed() {\n  return <div>fixed</div>;\n}\n');
    await until(() => resultText(page), 'fixed');
    expect(await error.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('an import the options do not list shows an error naming it and what is allowed', async () => {
    const { page, problems } = await openCounter();
    await replaceCode(page, "import _ from 'lodash';\nexport default () => <p>{_.VERSION}</p>;\n");
    await until(
      () => resultText(page),
      'Unknown import "lodash": a playground may import "react", "react-dom", "fixture-greeting". List another package in the playground plugin\'s "modules" option.',
    );
    expect(problems).toEqual([]);
  });

  test('a runtime error, while rendering, while the module runs or in an event handler, shows in place with its line', async () => {
    const { page, problems } = await openCounter();
    await replaceCode(page, "export default function Boom() {\n  throw new Error('kaboom');\n}\n");
    await until(() => resultText(page), 'Runtime error: Error: kaboom (line 2)');
    await replaceCode(page, "const ok = 1;\nthrow new TypeError('kaboom at the top');\n");
    await until(() => resultText(page), 'Runtime error: TypeError: kaboom at the top (line 2)');
    await replaceCode(page, 'export const notDefault = 1;\n');
    await until(() => resultText(page), 'Nothing to render: the code must `export default` a React component (export default function App() { ... }).');
    // An event handler's error reaches no error boundary: the playground catches it on the window.
    await replaceCode(page, "export default () => (\n  <button onClick={() => {\n    throw new RangeError('kaboom on click');\n  }}>Break</button>\n);\n");
    await first(page).getByRole('button', { name: 'Break' }).click();
    await until(() => resultText(page), 'Runtime error: RangeError: kaboom on click (line 3)');
    expect(await page.locator('.quire-playground .hello').textContent()).toBe('Hello from JSX');
    await replaceCode(page, 'export default () => <p>recovered</p>;\n');
    await until(() => resultText(page), 'recovered');
    expect(problems).toEqual([]);
  });

  test('reset restores the code and its result', async () => {
    const { page, problems } = await openCounter();
    const original = await editorText(page);
    await replaceCode(page, 'export default () => <em>changed</em>;\n');
    await until(() => resultText(page), 'changed');
    const reset = first(page).getByRole('button', { name: 'Reset' });
    expect(await reset.isEnabled()).toBe(true);
    await reset.click();
    await until(() => resultText(page), 'Hello, reader!\nClicked 1 times');
    expect(await editorText(page)).toBe(original);
    expect(await reset.isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });

  test('dark appearance and a phone width: the editor over the result, in the theme colours', async () => {
    const { page, problems } = await openCounter({ dark: true });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await until(() => resultText(page), 'Hello, reader!\nClicked 1 times');
    const editorBg = await first(page).locator('.cm-editor').evaluate((element) => getComputedStyle(element).backgroundColor);
    const codeBg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--quire-code-bg').trim());
    expect(editorBg).toBe(await page.evaluate((value) => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = value;
      document.body.append(probe);
      const color = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return color;
    }, codeBg));
    await first(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots/playground-dark.png' });

    const phone = await openCounter({ viewport: PHONE });
    const editorBox = (await first(phone.page).locator('.quire-playground-editor').boundingBox())!;
    const resultBox = (await first(phone.page).locator('.quire-playground-result').boundingBox())!;
    expect(resultBox.y).toBeGreaterThanOrEqual(editorBox.y + editorBox.height - 1);
    expect(Math.round(resultBox.width)).toBe(Math.round(editorBox.width));
    await first(phone.page).scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: '/tmp/shots/playground-phone.png' });
    expect([...problems, ...phone.problems]).toEqual([]);
  });
});

describe('what loads where', () => {
  test('the editor and transpiler are one lazy chunk: fetched by a page with a playground after it loads, never by a page without one', async () => {
    // CodeMirror's class names, and sucrase's helpers (written out as text): the lazy chunks.
    const lazy = [...new Set([...scriptsHolding({ site, marker: 'cm-activeLine' }), ...scriptsHolding({ site, marker: 'interopRequireWildcard' })])].sort();
    expect(lazy.length).toBeGreaterThan(0);
    const component = scriptsHolding({ site, marker: 'quire-playground--static' });
    for (const htmlFile of ['index.html', 'counter.html']) expect(pageScripts({ site, htmlFile })).not.toEqual(expect.arrayContaining(lazy));
    expect(pageScripts({ site, htmlFile: 'index.html' }).filter((file) => component.includes(file))).toEqual([]);

    const context = await newContext({ browser });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(path.basename(new URL(request.url()).pathname)));
    await openHydrated({ page, url: `${origin}/` });
    expect(requested.filter((file) => lazy.includes(file) || component.includes(file))).toEqual([]);
    await page.getByRole('link', { name: 'Counter' }).click();
    await page.locator('.quire-playground[data-playground="live"]').first().waitFor();
    expect(requested.filter((file) => lazy.includes(file)).sort()).toEqual(lazy);
  });
});
