import fs from 'node:fs';
import { QuireAggregateError } from 'quire/plugin-utils';
import mediumZoomPlugin, { DEFAULT_MARGIN, DEFAULT_SELECTOR } from 'quire/plugins/medium-zoom';
import { builtinPlugins } from '../../../core/server/plugins/builtinPlugins';
import { makeLoadContext } from '../../../test-utils/loadContext';

const context = makeLoadContext();

describe('mediumZoomPlugin', () => {
  test('one global UI component, bundled from source, given the options with their defaults', async () => {
    const plugin = await mediumZoomPlugin(context, {});
    expect(plugin.name).toBe('medium-zoom');
    const [modulePath, props] = (plugin.globalUIComponents as [string, Record<string, unknown>][])[0]!;
    expect(modulePath).toMatch(/plugins[\\/]medium-zoom[\\/]client[\\/]ImageZoom\.tsx$/);
    expect(fs.existsSync(modulePath!)).toBe(true);
    expect(props).toEqual({ selector: DEFAULT_SELECTOR, margin: DEFAULT_MARGIN });
  });

  test('passes every medium-zoom option through', async () => {
    const options = { selector: 'article img.zoom', margin: 8, background: '#000', scrollOffset: 0, container: { top: 64 }, template: '#zoom-template' };
    const plugin = await mediumZoomPlugin(context, options);
    expect((plugin.globalUIComponents as [string, unknown][])[0]![1]).toEqual(options);
  });

  test('reports every wrong option at once, with its path', () => {
    let error: unknown;
    try {
      mediumZoomPlugin(context, { selector: '', margin: -1, container: { top: 'x' }, zoomOnScroll: true });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QuireAggregateError);
    expect((error as QuireAggregateError).message).toContain('Invalid options for plugin "medium-zoom"');
    expect((error as QuireAggregateError).format()).toContain('The built-in image zoom takes them from the config\'s "mediumZoom"');
    expect((error as QuireAggregateError).errors).toEqual([
      expect.stringMatching(/^selector: must be a CSS selector/),
      expect.stringMatching(/^margin: /),
      expect.stringMatching(/^container/),
      'zoomOnScroll: unknown key',
    ]);
  });
});

describe('the built-in image zoom', () => {
  const zoomEntry = (config: Record<string, unknown>) => builtinPlugins(makeLoadContext({ config })).find(({ source }) => source.startsWith('built-in medium-zoom'));

  test('is on by default, takes the config mediumZoom as its options, and is off with mediumZoom: false', () => {
    expect(zoomEntry({})?.entry).toEqual([mediumZoomPlugin, {}]);
    expect(zoomEntry({ mediumZoom: { margin: 0 } })?.entry).toEqual([mediumZoomPlugin, { margin: 0 }]);
    expect(zoomEntry({ mediumZoom: false })).toBeUndefined();
  });
});
