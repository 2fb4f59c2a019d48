import { BrowserRouter } from './router/Router';
import { HelmetProvider } from 'react-helmet-async';
import siteData from '@generated/site-data.json';
import { App } from './App';
import type { PageState } from './context';

export function ClientApp({ initial }: { initial: PageState }) {
  return (
    <HelmetProvider>
      <BrowserRouter base={siteData.base}>
        <App initial={initial} />
      </BrowserRouter>
    </HelmetProvider>
  );
}
