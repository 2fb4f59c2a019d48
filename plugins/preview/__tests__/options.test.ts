import { QuireAggregateError } from 'quire/plugin-utils';
import { readPreviewOptions } from '../options';
import { readBlockMeta } from '../blockMeta';

describe('readPreviewOptions', () => {
  test('defaults: demos above their code, iframes 320 px high, no phone frame, an "open in new tab" link', () => {
    expect(readPreviewOptions(undefined)).toEqual({ position: 'above', iframe: { height: 320, openInNewTab: true } });
  });

  test('mobileFrame: true is 375 px wide, a number is that width', () => {
    expect(readPreviewOptions({ position: 'beside', iframe: { mobileFrame: true } }).iframe.mobileWidth).toBe(375);
    expect(readPreviewOptions({ iframe: { mobileFrame: 414, height: 500, openInNewTab: false } })).toEqual({
      position: 'above',
      iframe: { mobileWidth: 414, height: 500, openInNewTab: false },
    });
  });

  test('reports every problem at once, each with its path', () => {
    let error: unknown;
    try {
      readPreviewOptions({ position: 'below', iframe: { mobileFrame: 'phone', height: -1, extra: 1 } });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QuireAggregateError);
    const text = [...(error as QuireAggregateError).errors].map(String).join('\n');
    expect((error as Error).message).toContain('Invalid options for plugin "preview"');
    expect(text).toMatch(/position[^\n]*"above" or "beside"/);
    expect(text).toMatch(/iframe\.mobileFrame[^\n]*true, false or a width in pixels/);
    expect(text).toMatch(/iframe\.height/);
    expect(text).toMatch(/extra/);
  });
});

describe('readBlockMeta', () => {
  test('no preview word: not a preview', () => {
    expect(readBlockMeta('title="a.tsx"')).toBeUndefined();
    expect(readBlockMeta(undefined)).toBeUndefined();
  });

  test('the modes, the position and the phone frame; the rest of the meta is kept for the code block', () => {
    expect(readBlockMeta('preview title="Counter.tsx" {2}')).toEqual({ mode: 'inline', rest: 'title="Counter.tsx" {2}' });
    expect(readBlockMeta('preview="iframe" mobile')).toEqual({ mode: 'iframe', mobile: true, rest: '' });
    expect(readBlockMeta("preview='iframe-follow' mobile=414 position=beside")).toEqual({ mode: 'iframe-follow', mobile: 414, position: 'beside', rest: '' });
    expect(readBlockMeta('preview=iframe mobile=false')).toEqual({ mode: 'iframe', mobile: false, rest: '' });
  });

  test('a bad value says what is allowed', () => {
    expect(() => readBlockMeta('preview="popup"')).toThrow('preview="popup" is not a preview mode: write `preview` (inline), `preview="iframe"` or `preview="iframe-follow"`.');
    expect(() => readBlockMeta('preview position=left')).toThrow('position="left" must be "above" or "beside".');
    expect(() => readBlockMeta('preview="iframe" mobile=wide')).toThrow('mobile="wide" must be true, false or a width in pixels (such as 375).');
  });
});
