/** The messages between a page and its iframe demos (same origin only). */
export const HEIGHT_MESSAGE = 'quire-preview:height';
export const MEASURE_MESSAGE = 'quire-preview:measure';
