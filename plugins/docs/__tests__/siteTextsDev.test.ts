import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, until } from '../../../test-utils/browser';
import { makeSite } from '../../../test-utils/fixtures';
import { startDev, waitForText, type RunningServer } from '../../../test-utils/servedSites';

/**
 * `quire dev` follows `i18n.json`: an edit changes the sidebar and navbar labels and what
 * `useI18n()` returns on the page already open (the dev server reloads it), and an unknown key
 * in a component is warned about once in the browser's console however often it renders.
 */

jest.setTimeout(240_000);

const texts = (started: string) => JSON.stringify({ gettingStarted: { en: 'Getting Started', zh: started }, guide: { en: 'Guide', zh: '指南' } });

describe('i18n.json in quire dev', () => {
  let site: string;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const warnings: string[] = [];

  beforeAll(async () => {
    site = makeSite({
      'quire.config.ts': "import { defineConfig } from 'quire';\n\nexport default defineConfig({ lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] });\n",
      'i18n.json': texts('快速开始'),
      'components/Started.tsx': "import { useI18n } from '@theme';\n\nexport default function Started() {\n  const t = useI18n();\n  return <p id=\"started\">{t('gettingStarted')}/{t('missingKey')}</p>;\n}\n",
      'docs/en/index.md': '# Home\n',
      'docs/zh/index.md': '# 首页\n',
      'docs/zh/_nav.json': JSON.stringify([{ text: 'guide', link: '/guide/start' }]),
      'docs/zh/guide/_meta.json': JSON.stringify([{ type: 'file', name: 'start', label: 'gettingStarted' }, 'other']),
      'docs/zh/guide/start.mdx': "import Started from '../../../components/Started.tsx';\n\n# 开始\n\n<Started />\n",
      'docs/zh/guide/other.md': '# 其他\n',
    });
    server = await startDev(site);
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('useI18n')) warnings.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('labels and useI18n() follow an edit of i18n.json on the open page', async () => {
    const sidebarLink = '.quire-sidebar a[href$="/zh/guide/start"]';
    await waitForText({ page, server, timeout: 120_000, url: '/zh/guide/start', selector: '#started', text: '快速开始/missingKey' });
    // One page load from here (waitForText may have loaded the page while it compiled).
    warnings.length = 0;
    await page.reload();
    await page.waitForSelector('#started');
    expect(await page.locator(sidebarLink).first().innerText()).toBe('快速开始');
    expect(await page.locator('nav', { hasText: '指南' }).count()).toBeGreaterThan(0);
    // A client navigation away and back renders the component again: still one warning.
    await page.locator('.quire-sidebar a[href$="/zh/guide/other"]').first().click();
    await page.waitForURL(/\/zh\/guide\/other$/);
    await page.locator(sidebarLink).first().click();
    await page.waitForSelector('#started');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"missingKey"');

    fs.writeFileSync(path.join(site, 'i18n.json'), texts('开始使用'));
    await until(() => page.locator('#started').innerText().catch(() => ''), '开始使用/missingKey', { timeout: 60_000, interval: 250 });
    await until(() => page.locator(sidebarLink).first().innerText().catch(() => ''), '开始使用', { timeout: 30_000, interval: 250 });
    await page.screenshot({ path: '/tmp/shots/h4-i18n-dev.png' });
  });
});
