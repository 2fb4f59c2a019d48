/** Terminal output: one style for paths, URLs, code and numbers everywhere. */

const useColor = (): boolean =>
  !process.env.NO_COLOR && (Boolean(process.env.FORCE_COLOR) || Boolean(process.stderr.isTTY));

const codes = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  cyan: [36, 39],
  gray: [90, 39],
} as const;

export type Style = keyof typeof codes;

export function color(style: Style, text: string): string {
  if (!useColor()) return text;
  const [open, close] = codes[style];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

export const fmt = {
  path: (p: string) => color('cyan', p),
  url: (u: string) => color('cyan', u),
  code: (c: string) => color('blue', `\`${c}\``),
  num: (n: number | string) => color('yellow', String(n)),
  name: (n: string) => color('bold', n),
};

let quiet = false;

export const logger = {
  setQuiet(value: boolean) {
    quiet = value;
  },
  info(message: string) {
    if (!quiet) process.stdout.write(`${color('cyan', '[quire]')} ${message}\n`);
  },
  success(message: string) {
    if (!quiet) process.stdout.write(`${color('green', '[quire]')} ${message}\n`);
  },
  warn(message: string) {
    process.stderr.write(`${color('yellow', '[quire] warning:')} ${message}\n`);
  },
  error(message: string) {
    process.stderr.write(`${color('red', '[quire] error:')} ${message}\n`);
  },
  /** A progress line that rewrites itself on a terminal and prints milestones elsewhere. */
  progress(label: string, done: number, total: number) {
    if (quiet) return;
    if (process.stdout.isTTY) {
      process.stdout.write(`\r${color('cyan', '[quire]')} ${label} ${done}/${total}${done === total ? '\n' : ''}`);
    } else if (done === total || done % Math.max(1, Math.ceil(total / 4)) === 0) {
      process.stdout.write(`[quire] ${label} ${done}/${total}\n`);
    }
  },
};
