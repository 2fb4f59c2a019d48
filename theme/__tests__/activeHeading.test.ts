import { activeHeadingIndex } from '../Outline/activeHeading';

describe('activeHeadingIndex', () => {
  const line = 90;

  test('no heading is active before the first one reaches the reading line', () => {
    expect(activeHeadingIndex({ tops: [300, 900, 1500], line, atBottom: false })).toBe(-1);
  });

  test('the last heading above the reading line is active', () => {
    expect(activeHeadingIndex({ tops: [-400, 80, 700], line, atBottom: false })).toBe(1);
    expect(activeHeadingIndex({ tops: [-900, -300, 90], line, atBottom: false })).toBe(2);
  });

  test('at the bottom of the page the last heading is active', () => {
    expect(activeHeadingIndex({ tops: [-900, 200, 500], line, atBottom: true })).toBe(2);
  });

  test('no headings, nothing active', () => {
    expect(activeHeadingIndex({ tops: [], line, atBottom: true })).toBe(-1);
  });
});
