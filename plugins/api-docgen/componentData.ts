/**
 * What the browser gets for one component (a JSON file per component, imported by the pages that
 * document it): its props as the table shows them, descriptions per language.
 */
export interface ComponentData {
  /** The `moduleName` it is documented under. */
  moduleName: string;
  /** The component's name as react-docgen-typescript read it. */
  displayName: string;
  props: PropRow[];
}

export interface PropRow {
  name: string;
  /** The type as written for readers: `string`, `"tip" | "info"`, `(index: number) => void`. */
  type: string;
  /** The default as source text (`"tip"`, `false`); absent when there is none. */
  defaultValue?: string;
  required: boolean;
  /**
   * The JSDoc description in the site's default language (key `''`) and in every other language
   * that has a tag of its name (`@zh ...`). Markdown-ish: inline code, bold, links.
   */
  description: Record<string, string>;
}
