const SPANS = [2, 3, 4, 6] as const;

export type FeatureSpan = (typeof SPANS)[number];

/** Columns out of 12 a card takes on wide screens: its `span`, or 4 (a third) when unset or unknown. */
export function featureSpan(span: unknown): FeatureSpan {
  return SPANS.find((value) => value === Number(span)) ?? 4;
}

/** What kind of icon a feature has: inline SVG markup, an image URL, or text (an emoji). */
export function iconKind(icon: string): 'svg' | 'image' | 'text' {
  if (/^\s*<svg[\s>]/i.test(icon)) return 'svg';
  if (/^(https?:)?\/\/|^\.{0,2}\//.test(icon)) return 'image';
  if (/^[^\s<>]+\.(svg|png|jpe?g|gif|webp|avif)(\?\S*)?$/i.test(icon)) return 'image';
  return 'text';
}
