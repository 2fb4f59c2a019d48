import { enableValidation, needValidate } from 'schema-utils';
import type { Site } from '../../server/site';
import { checkWebpackOptions } from '../checkWebpackOptions';

const siteWith = (plugins: { builtin: boolean; configureWebpack?: () => void }[]) =>
  ({ plugins: plugins.map(({ builtin, configureWebpack }, index) => ({ builtin, source: `p${index}`, plugin: { name: `p${index}`, configureWebpack } })) }) as unknown as Site;

afterEach(() => enableValidation());

describe('checkWebpackOptions', () => {
  test('skips the schema checks when only Quire configures webpack', () => {
    checkWebpackOptions({ site: siteWith([{ builtin: true, configureWebpack: () => undefined }, { builtin: false }]) });
    expect(needValidate()).toBe(false);
  });

  test('checks them when a plugin of the site configures webpack', () => {
    checkWebpackOptions({ site: siteWith([{ builtin: true }]) });
    checkWebpackOptions({ site: siteWith([{ builtin: true }, { builtin: false, configureWebpack: () => undefined }]) });
    expect(needValidate()).toBe(true);
  });
});
