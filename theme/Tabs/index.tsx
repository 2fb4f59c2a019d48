import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { tabElements } from './tabChildren';
import { TabList, TabPanels } from './TabList';
import { useTabGroup } from './tabGroup';
import '../styles/vars.css';
import './Tabs.css';

export interface TabProps {
  /**
   * The tab's button text (or any inline content: an icon and a name).
   * @zh 标签按钮上的文字（也可以是任意行内内容，如图标加名称）。
   */
  label: ReactNode;
  /**
   * Names the tab for `defaultValue`; the label, when it is a string, does too.
   * @zh 供 `defaultValue` 指认此标签的名字；`label` 为字符串时也可用它指认。
   */
  value?: string;
  /**
   * The panel's content, shown while the tab is chosen.
   * @zh 面板内容，选中此标签时显示。
   */
  children?: ReactNode;
}

export interface TabsProps {
  /**
   * Tabs with the same group id share the choice, on the page, across browser tabs and visits.
   * @zh 同一 `groupId` 的标签组共享选择：在本页、其他浏览器标签页和下次访问时都保持一致。
   */
  groupId?: string;
  /**
   * The tab shown first: an index, or a tab's `value` or string label.
   * @zh 最先显示的标签：序号，或某个标签的 `value` 或字符串 `label`。
   */
  defaultValue?: number | string;
  /**
   * Called with the new index when the reader picks a tab (not for group syncs).
   * @zh 读者选择标签时以新序号调用（同组同步时不调用）。
   */
  onChange?: (index: number) => void;
  /**
   * Extra class on the root, for variants (`PackageManagerTabs` uses it).
   * @zh 加在根元素上的额外类名，用于变体（`PackageManagerTabs` 就用了它）。
   */
  className?: string;
  /**
   * The `<Tab>` elements.
   * @zh 若干 `<Tab>` 元素。
   */
  children?: ReactNode;
}

/**
 * One tab of `<Tabs>`: `<Tab label="npm">...</Tab>`. `Tabs` reads its props and renders the
 * panel; on its own it just renders its content.
 */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/** The index `defaultValue` names: an index (`1` or `"1"`), or a tab's value or string label. */
function defaultIndexOf({ tabs, defaultValue }: { tabs: ReactElement<TabProps>[]; defaultValue: number | string | undefined }): number {
  if (defaultValue === undefined) return 0;
  const byName = tabs.findIndex(({ props }) => (props.value ?? (typeof props.label === 'string' ? props.label : undefined)) === String(defaultValue));
  if (byName >= 0) return byName;
  const index = Number(defaultValue);
  return Number.isInteger(index) && index >= 0 && index < tabs.length ? index : 0;
}

/**
 * Tabbed panels (WAI-ARIA tabs): arrow keys, Home and End move between tabs, and only the
 * active tab is in the Tab order. Inactive panels stay in the page, `hidden`, so their headings
 * remain link targets while the outline (which lists visible headings) skips them. With a
 * `groupId` the choice is shared and remembered (see tabGroup.ts); the pre-rendered HTML shows
 * the default tab and the remembered one applies after hydration.
 */
export function Tabs({ groupId, defaultValue, onChange, className, children }: TabsProps) {
  const tabs = tabElements<TabProps>(children);
  const [chosen, setChosen] = useState(() => defaultIndexOf({ tabs, defaultValue }));
  const active = chosen < tabs.length ? chosen : 0;
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // Where the tab list was on screen before the reader's choice (see the layout effect).
  const anchorTop = useRef<number | undefined>(undefined);

  const share = useTabGroup({ groupId, count: tabs.length, apply: setChosen });

  // A choice can change the height of every tab group above this one (all members switch):
  // keep the tab list the reader used where it was on screen, so the page does not jump.
  useLayoutEffect(() => {
    const before = anchorTop.current;
    anchorTop.current = undefined;
    if (before === undefined || !listRef.current) return;
    const shift = listRef.current.getBoundingClientRect().top - before;
    if (Math.abs(shift) >= 1) window.scrollBy(0, shift);
  }, [active]);

  const choose = (index: number) => {
    // Clicking the tab already shown still records it as the reader's choice for the group.
    if (index === active) {
      share(index);
      return;
    }
    anchorTop.current = listRef.current?.getBoundingClientRect().top;
    setChosen(index);
    share(index);
    onChange?.(index);
  };

  if (tabs.length === 0) return null;

  return (
    <div className={['quire-tabs', className].filter(Boolean).join(' ')}>
      <TabList
        labels={tabs.map((tab) => tab.props.label)}
        active={active}
        baseId={baseId}
        className="quire-tabs__list"
        tabClassName="quire-tabs__tab"
        listRef={listRef}
        onChoose={choose}
      />
      <TabPanels panels={tabs.map((tab) => tab.props.children)} active={active} baseId={baseId} className="quire-tabs__panel" focusable={true} />
    </div>
  );
}

export default Tabs;
