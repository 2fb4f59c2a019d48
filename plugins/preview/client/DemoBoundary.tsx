import { Component, type ComponentType, type ReactNode } from 'react';
import { SourceLocation, useLang } from 'quire/client';

export interface DemoProps {
  /** The block's default export. */
  demo: ComponentType;
  /** `docs/guide.mdx:12`: the block's opening fence, named in errors. */
  source: string;
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
    const { demo: Demo, source } = this.props;
    // Pre-rendering has no error boundaries: there, an error anywhere in the demo fails the build naming the block.
    if (error === undefined)
      return (
        <SourceLocation location={source}>
          <Demo />
        </SourceLocation>
      );
    return <DemoError error={error} source={source} />;
  }
}
