import { renderMarkdown } from '../mdx';

test('renderMarkdown compiles, runs and renders MDX with the given components', async () => {
  const { html } = await renderMarkdown({ source: '# Hi\n\n<Note>there</Note>\n', components: { Note: ({ children }: { children: unknown }) => `[${String(children)}]` } });
  expect(html).toBe('<h1>Hi</h1>\n[there]');
});
