/** What `quire init` and `npm create quire` ask for: the starter's languages and package manager. */

/** A language the starter site has pages for. */
export type StarterLanguage = 'en' | 'zh';

/** The package manager whose commands the starter's next steps and pages show. */
export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

export interface InitOptions {
  /** Folder to create (it must not exist, or be empty). */
  dir: string;
  /** Site title (default: the folder name). */
  title?: string;
  /** The site's languages, the default one first (default: English and Chinese, `['en', 'zh']`). */
  languages?: StarterLanguage[];
  /** The package manager of the next steps (default: the one running the command, else npm). */
  packageManager?: PackageManager;
  /** Print nothing (the caller shows `nextSteps` its own way, as create-quire's prompts do). */
  quiet?: boolean;
}

export interface InitResult {
  /** The created folder (absolute). */
  dir: string;
  /** The written files, relative to `dir`, with `/` separators, sorted. */
  files: string[];
  /** The commands to run next, one a line: `cd`, the install and the dev command. */
  nextSteps: string[];
}
