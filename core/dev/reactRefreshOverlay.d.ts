/** The default overlay of @pmmmwh/react-refresh-webpack-plugin (CommonJS, untyped): what refreshOverlay.ts calls. */
declare module '@pmmmwh/react-refresh-webpack-plugin/overlay' {
  const overlay: {
    handleRuntimeError(error: Error): void;
    clearRuntimeErrors(dismissOverlay?: boolean): void;
    showCompileError(message: string): void;
    clearCompileError(): void;
  };
  export default overlay;
}
