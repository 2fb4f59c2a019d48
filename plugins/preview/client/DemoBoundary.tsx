import { Component, type ComponentType, type ReactNode } from 'react';
import { useLang } from 'quire/client';

export interface DemoProps {
  /** The block's default export. */
  demo: ComponentType;
  /** `docs/guide.mdx:12`: the block's opening fence, named in errors. */
  source: string;
}

/** React's own signal that a component suspended (`use()`): not an error of the demo. */
const isSuspense = (error: unknown) =>
  (typeof error === 'object' && error !== null && typeof (error as { then?: unknown }).then === 'function') ||
  (error instanceof Error && error.message.startsWith('Suspense Exception'));

/**
 * Renders the demo. On the server (the build's pre-rendering, where error boundaries do not run)
 * a function component is called here, so that an error it throws while rendering fails the build
 * naming the block (file:line) rather than only the page; in the browser it renders as an element.
 * Both give the same markup and the same hooks, so the page hydrates.
 */
function RenderDemo({ demo: Demo, source }: DemoProps): ReactNode {
  const isClass = Boolean((Demo as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent);
  if (typeof window === 'undefined' && typeof Demo === 'function' && !isClass) {
    try {
      return (Demo as (props: object) => ReactNode)({});
    } catch (error) {
      if (isSuspense(error)) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${source}: the preview demo threw while rendering: ${message}`, { cause: error });
    }
  }
  return <Demo />;
}

const ERROR_TITLE: Record<string, string> = { en: 'This demo threw an error', zh: '此示例抛出了错误' };

/** What shows in place of a demo that threw: the block (file:line) and the error's message. */
function DemoError({ error, source }: { error: unknown; source: string }) {
  const lang = useLang();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="quire-preview__error" role="alert">
      <strong>{ERROR_TITLE[lang.split('-')[0]!] ?? ERROR_TITLE.en}</strong> <code>{source}</code>
      <pre>{message}</pre>
    </div>
  );
}

interface BoundaryState {
  error?: unknown;
}

/**
 * The demo in an error boundary: a demo that throws in the browser shows its error in place, and
 * the rest of the page keeps working. A new version of the demo (dev) clears the error.
 */
export class DemoBoundary extends Component<DemoProps, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidUpdate(previous: DemoProps): void {
    if (previous.demo !== this.props.demo && this.state.error !== undefined) this.setState({ error: undefined });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return <RenderDemo demo={this.props.demo} source={this.props.source} />;
    return <DemoError error={error} source={this.props.source} />;
  }
}
