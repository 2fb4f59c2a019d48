import CodeBlock from '@theme/CodeBlock';
import { Tab, Tabs } from '@theme/Tabs';
import { commandsFor, type PackageManagerCommands } from './commands';
import { ManagerIcon } from './icons';
import './PackageManagerTabs.css';

export { commandFor, commandsFor, PACKAGE_MANAGERS, type PackageManager, type PackageManagerCommands } from './commands';

/** Every package-manager widget shares its choice through this group (CONTRACT §7). */
export const PACKAGE_MANAGER_GROUP = 'package.manager';

export interface PackageManagerTabsProps {
  /**
   * A command in npm's words without `npm` (`install quire -D`, `create quire@latest`,
   * `exec quire`, `run build`), spelled for each manager; or an object with each manager's
   * command as it should read (only those managers get a tab).
   * @zh 以 npm 写法、去掉 `npm` 的命令（`install quire -D`、`create quire@latest`、`exec quire`、`run build`），
   * 会为每个包管理器改写；或一个对象，逐个给出各包管理器的命令原文（只有给出的包管理器才有标签）。
   */
  command: string | PackageManagerCommands;
}

/**
 * One command line in code-block chrome, without a highlighter in the browser: the program name
 * in the accent colour, the rest in the text colour (set as the Shiki variables the code-block
 * CSS reads, so light and dark follow the page).
 */
function CommandLine({ command }: { command: string }) {
  const space = command.indexOf(' ');
  const program = space < 0 ? command : command.slice(0, space);
  const rest = space < 0 ? '' : command.slice(space);
  return (
    <CodeBlock lang="bash" code={command}>
      <pre className="shiki quire-pm__pre" tabIndex={0}>
        <code>
          <span className="line">
            <span className="quire-pm__program">{program}</span>
            {rest ? <span>{rest}</span> : null}
          </span>
        </code>
      </pre>
    </CodeBlock>
  );
}

/**
 * `<PackageManagerTabs command="install quire" />`: the command for npm, yarn, pnpm, bun and
 * deno in tabs, each with a copy button; the reader's manager is remembered for every such
 * widget of the site.
 */
export default function PackageManagerTabs({ command }: PackageManagerTabsProps) {
  const commands = commandsFor({ command });
  return (
    <Tabs groupId={PACKAGE_MANAGER_GROUP} className="quire-tabs--code quire-pm">
      {commands.map(({ manager, command: line }) => (
        <Tab
          key={manager}
          value={manager}
          label={
            <>
              <ManagerIcon manager={manager} />
              <span>{manager}</span>
            </>
          }
        >
          <CommandLine command={line} />
        </Tab>
      ))}
    </Tabs>
  );
}

export { PackageManagerTabs };
