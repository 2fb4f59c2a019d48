/**
 * React Refresh's error overlay as Quire uses it (its `overlay.module`): it shows the render errors
 * the page's error boundary caught and reported (marked, see core/shared/renderError.ts), with
 * their component's source file, and closes on the next good compile. Every other runtime error,
 * and compile errors, are webpack-dev-server's overlay's: one overlay per error, never two.
 */
import overlay from '@pmmmwh/react-refresh-webpack-plugin/overlay';
import { isRenderError } from '../shared/renderError';

export function showCompileError(): void {}

export function clearCompileError(): void {}

export function handleRuntimeError(error: Error): void {
  if (isRenderError(error)) overlay.handleRuntimeError(error);
}

export function clearRuntimeErrors(dismissOverlay?: boolean): void {
  overlay.clearRuntimeErrors(dismissOverlay);
}
