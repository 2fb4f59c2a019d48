import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext as newBrowserContext, nextFrame, PHONE, styleOf, until, watchProblems as watch } from '../test-utils/browser';
import { serveThemeSite, type ServedThemeSite } from '../test-utils/themeSite';

/**
 * The default theme's MDX components (tabs, package-manager tabs, page tabs, code blocks,
 * callouts, headings, steps, tables) on the fixture's components page, built and served by
 * `quire preview`, in Chromium.
 */

jest.setTimeout(300_000);

let served: ServedThemeSite;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  [served, browser] = await Promise.all([serveThemeSite(), launchBrowser()]);
  origin = served.origin;
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

/** A fresh browser profile: empty storage, a first visit that the language redirect leaves alone. */
const newContext = (options: BrowserContextOptions = {}): Promise<BrowserContext> => newBrowserContext({ browser, ...options });

const watchProblems = (page: Page) => watch({ page });

/** Loads a page and waits until React has hydrated its content (event handlers attached). */
async function open(page: Page, route: string): Promise<void> {
  const response = await page.goto(origin + route, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => {
    const tab = document.querySelector('.quire-doc [role="tab"]');
    return Boolean(tab && Object.keys(tab).some((key) => key.startsWith('__reactProps')));
  });
  // Effects (stored tab choices, the URL's page tab) run right after hydration.
  await nextFrame(page);
}

/** The state of one tabs widget: tab labels, which is selected, tab stops, and which panels show. */
function tabsState(widget: Locator) {
  return widget.evaluate((root) => {
    const tabs = [...root.querySelectorAll(':scope > [role="tablist"] > [role="tab"]')] as HTMLElement[];
    const panels = [...root.querySelectorAll(':scope > [role="tabpanel"]')] as HTMLElement[];
    return {
      labels: tabs.map((tab) => tab.textContent?.trim()),
      selected: tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
      tabStops: tabs.map((tab) => tab.tabIndex),
      shown: panels.map((panel) => !panel.hidden),
    };
  });
}

const selectedLabel = async (widget: Locator) => {
  const state = await tabsState(widget);
  return state.labels[state.selected];
};

const storedTab = (page: Page, groupId: string) => page.evaluate((key) => window.localStorage.getItem(key), `quire.tabs.${groupId}`);

describe('Tabs', () => {
  test('the server renders the default tab with WAI-ARIA roles and links each tab to its panel', async () => {
    const html = await (await fetch(`${origin}/components/`)).text();
    expect(html).toMatch(/role="tablist"/);
    // The first framework group: React is selected and the only tab stop; Vue's panel is hidden.
    const first = html.slice(html.indexOf('class="quire-tabs"'));
    const tabs = [...first.matchAll(/<button[^>]*role="tab"[^>]*>/g)].slice(0, 3).map((m) => m[0]);
    expect(tabs[0]).toMatch(/aria-selected="true"/);
    expect(tabs[0]).toMatch(/tabindex="0"/);
    expect(tabs[1]).toMatch(/aria-selected="false"/);
    expect(tabs[1]).toMatch(/tabindex="-1"/);
    const controls = /aria-controls="([^"]+)"/.exec(tabs[1]!)![1]!;
    const tabId = /id="([^"]+)"/.exec(tabs[1]!)![1]!;
    expect(first).toContain(`role="tabpanel" id="${controls}" class="quire-tabs__panel" aria-labelledby="${tabId}" tabindex="0" hidden=""`);
  });

  test('click switches tabs; inactive panels stay in the DOM but hidden', async () => {
    const page = await (await newContext()).newPage();
    const problems = watchProblems(page);
    await open(page, '/components/');
    const widget = page.locator('.quire-tabs').first();
    expect(await tabsState(widget)).toEqual({
      labels: ['React', 'Vue', 'Svelte'],
      selected: 0,
      tabStops: [0, -1, -1],
      shown: [true, false, false],
    });
    // The hidden panels' content is in the page (their code blocks too).
    expect(await widget.locator('[role="tabpanel"]').nth(1).textContent()).toContain("createApp(App).mount('#app');");

    await widget.getByRole('tab', { name: 'Vue' }).click();
    await until(() => tabsState(widget), { labels: ['React', 'Vue', 'Svelte'], selected: 1, tabStops: [-1, 0, -1], shown: [false, true, false] });
    expect(await widget.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain('Mount the app with Vue');
    expect(problems).toEqual([]);
  });

  test('arrow keys, Home and End move the selection and the focus (roving tabindex)', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/components/');
    const widget = page.locator('.quire-tabs').first();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());

    await widget.getByRole('tab', { name: 'React' }).focus();
    await page.keyboard.press('ArrowRight');
    await until(() => selectedLabel(widget), 'Vue');
    expect(await focused()).toBe('Vue');
    await page.keyboard.press('ArrowRight');
    await until(() => selectedLabel(widget), 'Svelte');
    // Right from the last tab wraps to the first, Left from the first to the last.
    await page.keyboard.press('ArrowRight');
    await until(() => selectedLabel(widget), 'React');
    await page.keyboard.press('ArrowLeft');
    await until(() => selectedLabel(widget), 'Svelte');
    await page.keyboard.press('Home');
    await until(() => selectedLabel(widget), 'React');
    expect(await focused()).toBe('React');
    await page.keyboard.press('End');
    await until(() => selectedLabel(widget), 'Svelte');
    expect(await focused()).toBe('Svelte');
    expect((await tabsState(widget)).tabStops).toEqual([-1, -1, 0]);
    // Tab leaves the tab list for the active panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
  });

  test('defaultValue opens a tab by its value', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/components/');
    const widget = page.locator('.quire-tabs', { has: page.getByRole('tab', { name: 'YAML' }) });
    expect(await selectedLabel(widget)).toBe('YAML');
    expect(await widget.locator('[role="tabpanel"]:not([hidden])').textContent()).toBe('Configuration as YAML.');
  });

  test('a groupId choice is stored, syncs every widget of the group and survives a reload', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/components/');
    const group = page.locator('.quire-tabs', { has: page.getByRole('tab', { name: 'Svelte' }) });
    expect(await group.count()).toBe(2);
    const other = page.locator('.quire-tabs', { has: page.getByRole('tab', { name: 'YAML' }) });
    expect(await storedTab(page, 'framework')).toBeNull();

    await group.nth(1).getByRole('tab', { name: 'Svelte' }).click();
    await until(() => storedTab(page, 'framework'), '2');
    await until(() => Promise.all([selectedLabel(group.nth(0)), selectedLabel(group.nth(1))]), ['Svelte', 'Svelte']);
    // A widget without the group id is not touched.
    expect(await selectedLabel(other)).toBe('YAML');

    await page.reload({ waitUntil: 'networkidle' });
    await open(page, '/components/');
    await until(() => Promise.all([selectedLabel(group.nth(0)), selectedLabel(group.nth(1))]), ['Svelte', 'Svelte']);
    expect(await group.nth(0).locator('[role="tabpanel"]:not([hidden])').textContent()).toContain('Mount the component with Svelte');
  });

  test('a choice made in another browser tab reaches this one through the storage event', async () => {
    const context = await newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    await open(first, '/components/');
    await open(second, '/components/');
    const groupIn = (page: Page) => page.locator('.quire-tabs', { has: page.getByRole('tab', { name: 'Svelte' }) });

    await groupIn(second).first().getByRole('tab', { name: 'Vue' }).click();
    await until(() => Promise.all([selectedLabel(groupIn(first).nth(0)), selectedLabel(groupIn(first).nth(1))]), ['Vue', 'Vue']);
    // And the package-manager group, the other way round.
    await first.locator('.quire-pm').first().getByRole('tab', { name: 'pnpm' }).click();
    await until(() => selectedLabel(second.locator('.quire-pm').first()), 'pnpm');
  });
});

describe('PackageManagerTabs', () => {
  const visibleCommand = (widget: Locator) => widget.locator('[role="tabpanel"]:not([hidden]) pre').evaluate((pre) => pre.textContent);

  test('each manager spells the command its own way', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/components/');
    const [install, create, run] = [0, 1, 2].map((index) => page.locator('.quire-pm').nth(index));
    expect((await tabsState(install!)).labels).toEqual(['npm', 'yarn', 'pnpm', 'bun', 'deno']);
    const expected: Record<string, [string, string, string]> = {
      npm: ['npm install quire -D', 'npm create quire@latest', 'npm run build'],
      yarn: ['yarn add quire -D', 'yarn create quire', 'yarn build'],
      pnpm: ['pnpm add quire -D', 'pnpm create quire@latest', 'pnpm build'],
      bun: ['bun add quire -d', 'bun create quire@latest', 'bun run build'],
      deno: ['deno add npm:quire -D', 'deno init --npm quire@latest', 'deno task build'],
    };
    for (const [index, manager] of ['npm', 'yarn', 'pnpm', 'bun', 'deno'].entries()) {
      await install!.getByRole('tab', { name: manager, exact: true }).click();
      await until(() => Promise.all([visibleCommand(install!), visibleCommand(create!), visibleCommand(run!)]), expected[manager]);
      // The group id of CONTRACT §7 holds the tab index.
      expect(await storedTab(page, 'package.manager')).toBe(String(index));
    }
  });

  test('the copy button copies the shown command', async () => {
    const context = await newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const page = await context.newPage();
    await open(page, '/components/');
    const widget = page.locator('.quire-pm').nth(1);
    await widget.getByRole('tab', { name: 'deno' }).click();
    const panel = widget.locator('[role="tabpanel"]:not([hidden])');
    await panel.hover();
    await panel.getByRole('button', { name: 'Copy code' }).click();
    await until(() => page.evaluate(() => navigator.clipboard.readText()), 'deno init --npm quire@latest');
  });
});

describe('PageTabs', () => {
  const outlineIds = (page: Page) =>
    page.locator('.quire-outline a.quire-outline__link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  test('the index lives in ?page=<n>, index 0 removes it, and history is replaced, not pushed', async () => {
    const page = await (await newContext()).newPage();
    const problems = watchProblems(page);
    await open(page, '/components/?from=test');
    const widget = page.locator('.quire-page-tabs');
    expect(await tabsState(widget)).toEqual({ labels: ['Overview', 'API'], selected: 0, tabStops: [0, -1], shown: [true, false] });
    const historyLength = await page.evaluate(() => history.length);

    // The tab list stays where the reader had it on screen (no jump to the top).
    await widget.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -200));
    const listTop = () => widget.locator('[role="tablist"]').evaluate((list) => Math.round(list.getBoundingClientRect().top));
    const before = await listTop();

    await widget.getByRole('tab', { name: 'API' }).click();
    await until(async () => new URL(page.url()).search, '?from=test&page=1');
    await until(() => tabsState(widget), { labels: ['Overview', 'API'], selected: 1, tabStops: [-1, 0], shown: [false, true] });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(Math.abs((await listTop()) - before)).toBeLessThanOrEqual(1);

    await widget.getByRole('tab', { name: 'Overview' }).click();
    await until(async () => new URL(page.url()).search, '?from=test');
    await until(async () => (await tabsState(widget)).shown, [true, false]);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(problems).toEqual([]);
  });

  test('a URL with ?page=1 opens that tab, and the hidden panel’s headings leave the outline', async () => {
    const page = await (await newContext()).newPage();
    const problems = watchProblems(page);
    await open(page, '/components/?page=1');
    const widget = page.locator('.quire-page-tabs');
    expect(await tabsState(widget)).toEqual({ labels: ['Overview', 'API'], selected: 1, tabStops: [-1, 0], shown: [false, true] });
    // The hidden panel's heading is still in the DOM, as a link target.
    expect(await page.locator('#overview-of-page-tabs').count()).toBe(1);
    if (await page.locator('.quire-outline').count()) {
      await until(async () => {
        const ids = await outlineIds(page);
        return [ids.includes('#page-tabs-api'), ids.includes('#overview-of-page-tabs')];
      }, [true, false]);
      await widget.getByRole('tab', { name: 'Overview' }).click();
      await until(async () => {
        const ids = await outlineIds(page);
        return [ids.includes('#page-tabs-api'), ids.includes('#overview-of-page-tabs')];
      }, [false, true]);
    } else {
      expect(await page.locator('#overview-of-page-tabs').evaluate((heading) => heading.closest('[hidden]') !== null)).toBe(true);
    }
    // Headings inside the hidden panels of ordinary tabs are skipped the same way: the code in
    // Vue's and Svelte's panels is there, but hidden.
    expect(await page.locator('.quire-tabs').first().locator('[role="tabpanel"][hidden]').count()).toBe(2);
    expect(problems).toEqual([]);
  });

  test('before any script runs, the inline script already shows the URL’s tab', async () => {
    const context = await newContext();
    const page = await context.newPage();
    // Stop the bundles, so what shows is the static HTML plus the inline script.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${origin}/components/?page=1`, { waitUntil: 'load' });
    expect(await tabsState(page.locator('.quire-page-tabs'))).toEqual({ labels: ['Overview', 'API'], selected: 1, tabStops: [-1, 0], shown: [false, true] });
  });
});

describe('CodeBlock', () => {
  test('title, language, highlighted lines and line numbers', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/components/');
    const block = page.locator('.quire-code--titled').first();
    expect(await block.locator('.quire-code__filename').textContent()).toBe('quire.config.ts');
    expect(await block.locator('.quire-code__title .quire-code__lang').textContent()).toBe('ts');
    expect(await block.getAttribute('data-line-numbers')).toBe('');
    const lines = await block.locator('.line').evaluateAll((spans) =>
      spans.map((span) => ({ highlighted: span.classList.contains('highlighted'), number: getComputedStyle(span, '::before').content })),
    );
    expect(lines.map((line) => line.highlighted)).toEqual([true, false, true, false, false, false, false]);
    expect(lines.every((line) => line.number === 'counter(quire-line)')).toBe(true);
    // Blocks without a title show their language in the corner; no line numbers by default.
    const bash = page.locator('.quire-code.language-bash').first();
    expect(await bash.locator('.quire-code__lang--floating').textContent()).toBe('bash');
    expect(await bash.getAttribute('data-line-numbers')).toBeNull();
  });

  test('tokens take the light colours, and the dark ones under html.dark', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/components/');
    const token = page.locator('.quire-code--titled .line span').first();
    const colours = () =>
      token.evaluate((span) => {
        const probe = document.createElement('span');
        document.body.append(probe);
        const resolve = (value: string) => {
          probe.style.color = value;
          return getComputedStyle(probe).color;
        };
        const style = getComputedStyle(span);
        const result = {
          color: style.color,
          light: resolve(style.getPropertyValue('--shiki-light').trim()),
          dark: resolve(style.getPropertyValue('--shiki-dark').trim()),
        };
        probe.remove();
        return result;
      });
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    const light = await colours();
    expect(light.light).not.toBe(light.dark);
    expect(light.color).toBe(light.light);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    const dark = await colours();
    expect(dark.color).toBe(dark.dark);
  });

  test('copy puts the code on the clipboard and shows the copied state for 2 s', async () => {
    const context = await newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const page = await context.newPage();
    await open(page, '/components/');
    const block = page.locator('.quire-code--titled').first();
    const button = block.getByRole('button', { name: 'Copy code' });
    // Record when the copied class comes and goes, in the page's own clock.
    await button.evaluate((element) => {
      const times: number[] = [];
      (window as unknown as { copiedTimes: number[] }).copiedTimes = times;
      new MutationObserver(() => times.push(performance.now())).observe(element, { attributes: true, attributeFilter: ['class'] });
    });
    await block.hover();
    await button.click();
    await until(() => button.evaluate((element) => element.classList.contains('quire-code__copy--copied')), true);
    expect(await block.locator('[role="status"]').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "import { defineConfig } from 'quire';\n\nexport default defineConfig({\n  title: 'My Docs',\n  description: 'Documentation for my project',\n  themeConfig: { lastUpdated: true },\n});",
    );
    await until(() => button.evaluate((element) => element.classList.contains('quire-code__copy--copied')), false, { timeout: 4000 });
    const times = await page.evaluate(() => (window as unknown as { copiedTimes: number[] }).copiedTimes);
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1950);
    expect(times[1]! - times[0]!).toBeLessThan(2300);
    expect(await block.locator('[role="status"]').textContent()).toBe('');
  });

  test('the wrap toggle is a pressed/unpressed button that wraps the code', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/components/');
    const block = page.locator('.quire-code.language-bash').first();
    const wrap = block.getByRole('button', { name: 'Toggle code wrap' });
    const whiteSpace = () => styleOf({ locator: block.locator('pre'), property: 'white-space' });
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    expect(await whiteSpace()).toBe('pre');
    await block.hover();
    await wrap.click();
    await until(() => wrap.getAttribute('aria-pressed'), 'true');
    expect(await whiteSpace()).toBe('pre-wrap');
    await wrap.click();
    await until(() => wrap.getAttribute('aria-pressed'), 'false');
  });

  test('the buttons show on hover and keyboard focus on desktop, always on touch screens', async () => {
    const desktop = await (await newContext()).newPage();
    await open(desktop, '/components/');
    const block = desktop.locator('.quire-code.language-bash').first();
    const opacity = (page: Page) => styleOf({ locator: page.locator('.quire-code.language-bash .quire-code__buttons').first(), property: 'opacity' });
    await desktop.mouse.move(0, 0);
    await until(() => opacity(desktop), '0');
    await block.hover();
    await until(() => opacity(desktop), '1');

    const phone = await (await newContext({ viewport: PHONE, hasTouch: true, isMobile: true })).newPage();
    await open(phone, '/components/');
    expect(await opacity(phone)).toBe('1');
  });

  test('Chinese pages label the buttons in Chinese', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/zh/components/');
    expect(await page.getByRole('button', { name: '复制代码' }).count()).toBeGreaterThan(3);
    expect(await page.getByRole('button', { name: '切换自动换行' }).count()).toBeGreaterThan(3);
  });
});

describe('Callout, headings, steps, tables and badges', () => {
  const titles = (page: Page, type: string) => page.locator(`.quire-callout--${type} .quire-callout__title`).allTextContents();

  test('callouts get their default titles in English, and custom titles as written', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/components/');
    expect(await titles(page, 'tip')).toEqual(['TIP', 'Custom title']);
    expect(await titles(page, 'info')).toEqual(['INFO', 'Callout from MDX']);
    expect(await titles(page, 'note')).toEqual(['NOTE']);
    expect(await titles(page, 'warning')).toEqual(['WARNING']);
    expect(await titles(page, 'danger')).toEqual(['DANGER']);
    expect(await titles(page, 'details')).toEqual(['DETAILS']);
  });

  test('callouts get their default titles in Chinese', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/zh/components/');
    expect(await titles(page, 'tip')).toEqual(['提示', '自定义标题']);
    expect(await titles(page, 'info')).toEqual(['信息', '在 MDX 中使用 Callout']);
    expect(await titles(page, 'note')).toEqual(['注意']);
    expect(await titles(page, 'warning')).toEqual(['警告']);
    expect(await titles(page, 'danger')).toEqual(['危险']);
    expect(await titles(page, 'details')).toEqual(['详细信息']);
  });

  test('details is a native <details> that opens on click', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/components/');
    const details = page.locator('details.quire-callout--details');
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await details.locator('summary').click();
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    expect(await details.locator('.quire-code').isVisible()).toBe(true);
  });

  test('headings keep their id and end with a labelled # anchor', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/components/');
    const anchor = page.locator('h2#code-blocks > a.quire-anchor');
    expect(await anchor.getAttribute('href')).toBe('#code-blocks');
    expect(await anchor.getAttribute('aria-label')).toBe('Link to this section');
    expect(await anchor.textContent()).toBe('#');
    // After the text.
    expect(await page.locator('h2#code-blocks').evaluate((heading) => heading.lastElementChild?.className)).toBe('quire-anchor');
    const zh = await (await newContext()).newPage();
    await open(zh, '/zh/components/');
    expect(await zh.locator('h2#代码块 > a.quire-anchor').getAttribute('aria-label')).toBe('链接到此小节');
  });

  test('steps number their h3 headings; tables scroll in their own frame', async () => {
    const page = await (await newContext({ viewport: PHONE })).newPage();
    await open(page, '/components/');
    const steps = await page.locator('.quire-steps h3').evaluateAll((headings) =>
      headings.map((heading) => ({ text: heading.firstChild?.textContent, number: getComputedStyle(heading, '::before').content })),
    );
    expect(steps.map((step) => step.text)).toEqual(['Install Quire', 'Write a page', 'Build the site']);
    expect(steps.every((step) => step.number === 'counter(quire-step)')).toBe(true);
    expect(await page.locator('.quire-steps h3').evaluateAll((headings) => headings.map((h) => getComputedStyle(h).counterIncrement))).toEqual([
      'quire-step 1',
      'quire-step 1',
      'quire-step 1',
    ]);

    const frame = page.locator('.quire-table');
    expect(await frame.locator('> table').count()).toBe(1);
    const sizes = await frame.evaluate((element) => ({ overflow: getComputedStyle(element).overflowX, client: element.clientWidth, scroll: element.scrollWidth }));
    expect(sizes.overflow).toBe('auto');
    // On a phone the table is wider than its frame and scrolls inside it, not the page.
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('badges render their text, type and outline variant', async () => {
    const page = await (await newContext()).newPage();
    await open(page, '/components/');
    expect(await page.locator('h1 .quire-badge').textContent()).toBe('new');
    expect(await page.locator('.quire-badge--danger:not(.quire-badge--outline)').allTextContents()).toEqual(['danger', 'deprecated']);
    expect(await page.locator('.quire-badge--warning.quire-badge--outline').allTextContents()).toEqual(['warning']);
    // A badge in a heading is not part of the heading's outline entry.
    if (await page.locator('.quire-outline').count()) {
      expect(await page.locator('.quire-outline a[href="#legacy-options"]').textContent()).toBe('Legacy options');
    }
  });

  test('the components page hydrates without warnings in both languages', async () => {
    for (const route of ['/components/', '/zh/components/']) {
      const page = await (await newContext()).newPage();
      const problems = watchProblems(page);
      await open(page, route);
      expect(problems).toEqual([]);
    }
  });
});
