import { BrowserRouter } from './router/Router';
import siteData from '@generated/site-data.json';
import { App } from './App';
import type { PageState } from './context';

export function ClientApp({ initial }: { initial: PageState }) {
  return (
    <BrowserRouter base={siteData.base}>
      <App initial={initial} />
    </BrowserRouter>
  );
}
