/** The playground's words, by page language (English unless the page is Chinese). */
export interface PlaygroundStrings {
  title: string;
  reset: string;
  editorLabel: string;
  resultLabel: string;
  runtimeError: string;
  failed: string;
  loadFailed: string;
}

const en: PlaygroundStrings = {
  title: 'Playground',
  reset: 'Reset',
  editorLabel: 'Playground code',
  resultLabel: 'Result',
  runtimeError: 'Runtime error',
  failed: 'The code could not run',
  loadFailed: 'The playground could not load',
};

const zh: PlaygroundStrings = {
  title: '演练场',
  reset: '重置',
  editorLabel: '演练场代码',
  resultLabel: '结果',
  runtimeError: '运行时错误',
  failed: '代码无法运行',
  loadFailed: '演练场加载失败',
};

export function playgroundStrings(lang: string): PlaygroundStrings {
  return lang === 'zh' || lang.startsWith('zh-') ? zh : en;
}
