import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorPage from '@theme/ErrorPage';
import { markRenderError } from '../shared/renderError';
import { onHotUpdateApplied } from './hotUpdates';

export interface PageErrorBoundaryProps {
  /** A new value clears a caught error: the next page, or a new version of the page's module (dev). */
  resetKey: unknown;
  children?: ReactNode;
}

interface PageErrorBoundaryState {
  error?: unknown;
  componentStack?: string;
  /** The resetKey the error was caught under. */
  caughtAt?: unknown;
}

/**
 * Catches what a page throws in the browser and shows `@theme/ErrorPage` in its place, so the rest
 * of the app (the navbar, the sidebar) keeps working. Navigating to another page, or a new version
 * of the page's module in dev, clears it; so does any hot update in dev (a fixed component: React
 * only remounts a failed boundary itself once React Refresh has run before the error). In dev the error is also reported to the window, where the
 * dev server's overlay shows it. Pre-rendering has no error boundaries: there the build fails.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = {};

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    if (state.error === undefined) return state.caughtAt === props.resetKey ? null : { caughtAt: props.resetKey };
    return state.caughtAt === props.resetKey ? null : { error: undefined, componentStack: undefined, caughtAt: props.resetKey };
  }

  private stopHotUpdates?: () => void;

  override componentDidMount(): void {
    this.stopHotUpdates = onHotUpdateApplied(() => {
      if (this.state.error !== undefined) this.setState({ error: undefined, componentStack: undefined });
    });
  }

  override componentWillUnmount(): void {
    this.stopHotUpdates?.();
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? undefined });
    // React logs a caught error to the console only; React Refresh's overlay listens for uncaught
    // ones, and shows the marked render errors (webpack-dev-server's overlay leaves them to it).
    if (import.meta.webpackHot && typeof window.reportError === 'function') {
      markRenderError(error);
      window.reportError(error);
    }
  }

  override render(): ReactNode {
    const { error, componentStack } = this.state;
    if (error === undefined) return this.props.children;
    return <ErrorPage error={error} componentStack={componentStack} dev={Boolean(import.meta.webpackHot)} />;
  }
}
