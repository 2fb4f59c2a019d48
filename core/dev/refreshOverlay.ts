/**
 * React Refresh's error overlay as Quire uses it (its `overlay.module`): runtime errors go to the
 * plugin's overlay, except those `isSiteRuntimeError` leaves out (browser extensions, ResizeObserver
 * loop notices). Compile errors are left to webpack-dev-server's overlay, which shows them already
 * (one overlay per compile error, not two). A successful compile clears the overlay.
 */
import overlay from '@pmmmwh/react-refresh-webpack-plugin/overlay';
import { isSiteRuntimeError } from './runtimeErrorFilter';

export function showCompileError(): void {}

export function clearCompileError(): void {}

export function handleRuntimeError(error: Error): void {
  if (isSiteRuntimeError(error)) overlay.handleRuntimeError(error);
}

export function clearRuntimeErrors(dismissOverlay?: boolean): void {
  overlay.clearRuntimeErrors(dismissOverlay);
}
