/**
 * The browser storage keys of the default theme (CONTRACT §5). Shared by the inline head script
 * (built in Node by `theme/plugin.ts`) and the components that read and write the same keys.
 */
export const APPEARANCE_KEY = 'quire-theme-appearance';
export const BANNER_CLOSED_KEY = 'quire-banner-closed';
/** The class the head script puts on `<html>` when the banner was closed, so it never flashes. */
export const BANNER_CLOSED_CLASS = 'quire-banner-closed';
