/** A point on the plane. */
export interface Point {
  /** Distance from the left, in pixels. */
  x: number;
  /** Distance from the top, in pixels. */
  y: number;
}
