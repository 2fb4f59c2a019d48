import { useEffect, useRef, type ComponentType } from 'react';
import { Head } from 'quire/client';
import { DemoBoundary } from './DemoBoundary';
import { useDemoStyles } from './demoStyles';
import { HEIGHT_MESSAGE, MEASURE_MESSAGE } from './messages';
import './DemoPage.css';

/** The route's modules (plugins/preview/index.ts): the demo, and which block it is. */
interface DemoPageProps {
  demo: { default: ComponentType };
  info: { default: { id: string; source: string } };
}

/**
 * The page of an iframe demo (`preview="iframe"`), its route's component (loaded with the route,
 * not with the main bundle): the demo alone, on a blank page. Inside an
 * iframe it tells its parent its height whenever it changes, and again when the parent asks (the
 * parent may hydrate after the first report), for `preview="iframe-follow"`.
 */
export default function DemoPage({ demo: { default: demo }, info: { default: info } }: DemoPageProps) {
  const root = useRef<HTMLDivElement>(null);
  const styles = useDemoStyles(info.id);
  useEffect(() => {
    const element = root.current;
    if (!element || window.parent === window) return undefined;
    const report = () => window.parent.postMessage({ type: HEIGHT_MESSAGE, height: Math.ceil(element.getBoundingClientRect().height) }, window.location.origin);
    const observer = new ResizeObserver(report);
    observer.observe(element);
    const onMessage = (event: MessageEvent) => {
      if (event.source === window.parent && event.origin === window.location.origin && (event.data as { type?: string } | null)?.type === MEASURE_MESSAGE) report();
    };
    window.addEventListener('message', onMessage);
    return () => {
      observer.disconnect();
      window.removeEventListener('message', onMessage);
    };
  }, []);
  return (
    <div className="quire-preview-page" ref={root}>
      <Head>
        <title>{`Demo: ${info.source}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {styles.map((css, i) => (
        <style key={i}>{css}</style>
      ))}
      <DemoBoundary demo={demo} source={info.source} />
    </div>
  );
}
