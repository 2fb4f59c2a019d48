/**
 * The redirect table the plugin writes with `createData` (`[route key of a from, to][]`), reached
 * through a webpack alias that the plugin's `configureWebpack` sets: its own lazily loaded chunk.
 */
declare module 'quire-client-redirects-table' {
  const table: [string, string][];
  export default table;
}
