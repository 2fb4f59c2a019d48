/**
 * The shapes of the fixture's API.
 * @module
 */
import type { Point } from './point';

export type { Point } from './point';

/**
 * Adds two numbers. Say `{sum}` or <b>bold</b> in a comment: it stays text.
 *
 * @param a - The first number.
 * @param b - The second number.
 * @returns The sum of `a` and `b`, see {@link translate} for points.
 */
export function add(a: number, b: number): number {
  return a + b;
}

/** Moves a {@link Point} by an offset. */
export function translate(point: Point, offset: Partial<Point>): Point {
  return { x: point.x + (offset.x ?? 0), y: point.y + (offset.y ?? 0) };
}

/** A pair of values of one type. */
export type Pair<T> = [first: T, second: T];

/** Where every shape starts. */
export const ORIGIN: Point = { x: 0, y: 0 };

/** A value in a box, with a label. */
export class Box<T> {
  /** @param value - What the box holds. */
  constructor(public value: T) {}

  /** The value, or `fallback` when it is undefined. */
  get(fallback?: T): T | undefined {
    return this.value ?? fallback;
  }
}
