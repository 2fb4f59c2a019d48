// The browser module: after each page is shown, it writes the page's reading time under its title.
import { normalizeRoutePath, withBase } from 'quire/client';

const LABELS = {
  en: (minutes) => `${minutes} min read`,
  zh: (minutes) => `阅读时间约 ${minutes} 分钟`,
};

let times;
let shown = 0;

/** reading-time.json as a map from route to entry, fetched once (the page preloads it). */
function readingTimes() {
  times ??= fetch(withBase('/reading-time.json'))
    .then((response) => (response.ok ? response.json() : { pages: [] }))
    .then(({ pages }) => new Map(pages.map((page) => [normalizeRoutePath(page.routePath), page])));
  return times;
}

async function show(pathname) {
  const turn = ++shown;
  const page = (await readingTimes()).get(normalizeRoutePath(pathname));
  // Another navigation happened while the file loaded: that one shows its own page.
  if (turn !== shown) return;
  document.querySelector('.reading-time')?.remove();
  const heading = document.querySelector('main h1, h1');
  if (!page || !heading) return;
  const label = document.createElement('p');
  label.className = 'reading-time';
  label.textContent = (LABELS[page.lang] ?? LABELS.en)(page.minutes);
  heading.after(label);
}

export function onRouteDidUpdate({ location }) {
  show(location.pathname).catch((error) => console.error('[reading-time]', error));
}
