import '../../test-utils/clientRuntimeMocks';
import { aiPrompt, chatGptUrl, claudeUrl, markdownPath, markdownUrl } from '../PageActions/markdownLinks';

describe('markdownPath', () => {
  test('turns a route into its Markdown twin (CONTRACT §3)', () => {
    expect(markdownPath({ routePath: '/guide/start/introduction', base: '/' })).toBe('/guide/start/introduction.md');
    expect(markdownPath({ routePath: '/', base: '/' })).toBe('/index.md');
    expect(markdownPath({ routePath: '/api/', base: '/' })).toBe('/api/index.md');
    expect(markdownPath({ routePath: '/zh/guide/x', base: '/' })).toBe('/zh/guide/x.md');
  });

  test('adds the site base', () => {
    expect(markdownPath({ routePath: '/guide/x', base: '/docs/' })).toBe('/docs/guide/x.md');
  });
});

describe('AI chat links', () => {
  const url = markdownUrl({ origin: 'https://quire.dev', routePath: '/zh/guide/start', base: '/' });

  test('the Markdown URL is absolute', () => {
    expect(url).toBe('https://quire.dev/zh/guide/start.md');
    expect(markdownUrl({ origin: 'http://127.0.0.1:4301', routePath: '/api/', base: '/docs/' })).toBe('http://127.0.0.1:4301/docs/api/index.md');
  });

  test('the prompt names the Markdown URL', () => {
    expect(aiPrompt({ markdownUrl: url })).toBe('Read https://quire.dev/zh/guide/start.md, I want to ask questions about it.');
  });

  test('ChatGPT and Claude links carry the encoded prompt', () => {
    const chatgpt = chatGptUrl({ markdownUrl: url });
    expect(chatgpt).toBe(
      'https://chatgpt.com/?hints=search&q=Read%20https%3A%2F%2Fquire.dev%2Fzh%2Fguide%2Fstart.md%2C%20I%20want%20to%20ask%20questions%20about%20it.',
    );
    expect(new URL(chatgpt).searchParams.get('hints')).toBe('search');
    expect(new URL(chatgpt).searchParams.get('q')).toBe(aiPrompt({ markdownUrl: url }));
    const claude = claudeUrl({ markdownUrl: url });
    expect(claude.startsWith('https://claude.ai/new?q=')).toBe(true);
    expect(new URL(claude).searchParams.get('q')).toBe(aiPrompt({ markdownUrl: url }));
  });
});
