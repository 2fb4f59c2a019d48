import { launch, measureFirstLoad, serveFolder } from './lib/firstLoad.mjs';
const browser = await launch();
for (const size of [60, 500]) {
  const server = await serveFolder(new URL(`./.corpus/quire-${size}/dist`, import.meta.url).pathname);
  for (const [name, path] of [['doc', '/guide/section-1/page-1'], ['zh doc', '/zh/guide/section-1/page-1'], ['home', '/']]) {
    const r = await measureFirstLoad(browser, server.origin + path);
    console.log(size, name, 'js', (r.js.gzip / 1024).toFixed(1), 'KB gzip', r.js.files, 'files; css', (r.css.gzip / 1024).toFixed(1));
  }
  await server.close();
}
await browser.close();
