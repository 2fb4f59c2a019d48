import { useLang, useMDXComponents } from 'quire/client';
import type { ComponentData, PropRow } from '../componentData';
import { InlineMarkdown } from './inlineMarkdown';
import './API.css';

/** The table's words: Chinese on `zh*` pages, English elsewhere. */
const WORDS = {
  en: { prop: 'Prop', type: 'Type', default: 'Default', description: 'Description', required: 'required', none: 'No props.', empty: 'none' },
  zh: { prop: '属性', type: '类型', default: '默认值', description: '说明', required: '必填', none: '没有属性。', empty: '无' },
};

export interface APIProps {
  /** The component's name among the plugin's `entries`. */
  moduleName: string;
  /** The component's table: passed in by the plugin's Markdown step, from the component's JSON. */
  data?: ComponentData;
}

const describe = (row: PropRow, lang: string) => row.description[lang] ?? row.description[lang.split('-')[0]!] ?? row.description[''] ?? '';

/**
 * `<API moduleName="Badge" />`: the props table of a component the api-docgen plugin read at
 * build time. One row per prop: its name (with a "required" mark), type and default in code font,
 * and its description in the page's language, in the theme's Markdown table (MDX's `table`). On a phone each row is a card, its cells labelled.
 */
export function API({ moduleName, data }: APIProps) {
  const lang = useLang();
  // The theme's Markdown table (the default theme's scrolling frame and styles), as in any page.
  const Table = useMDXComponents().table ?? 'table';
  const words = lang.startsWith('zh') ? WORDS.zh : WORDS.en;
  if (!data) return null;
  if (data.props.length === 0) return <p className="quire-api quire-api--empty">{words.none}</p>;
  return (
    <div className="quire-api" data-module-name={moduleName}>
      <Table>
        <thead>
          <tr>
            <th>{words.prop}</th>
            <th>{words.type}</th>
            <th>{words.default}</th>
            <th>{words.description}</th>
          </tr>
        </thead>
        <tbody>
          {data.props.map((row) => (
            <tr key={row.name} data-prop={row.name}>
              <td className="quire-api__name">
                <code>{row.name}</code>
                {row.required ? <span className="quire-api__required">{words.required}</span> : null}
              </td>
              <td className="quire-api__type" data-label={words.type}>
                <code>{row.type}</code>
              </td>
              <td className="quire-api__default" data-label={words.default}>
                {row.defaultValue === undefined ? <span className="quire-api__none" aria-label={words.empty}>—</span> : <code>{row.defaultValue}</code>}
              </td>
              <td className="quire-api__description">
                <InlineMarkdown text={describe(row, lang)} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

export default API;
