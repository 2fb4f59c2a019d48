import { lazy, Suspense, type ReactElement } from 'react';
import { Head } from 'quire/client';

export const frontmatter = { title: '延迟加载', description: '内容延迟加载的页面。' };

const Later = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      setTimeout(() => resolve({ default: () => <p>稍后到达的内容。</p> }), 50);
    }),
);

export default function LazyPage() {
  return (
    <>
      <Head>
        <title>自己的标题</title>
        <meta name="keywords" content="延迟, 加载" />
      </Head>
      <h1>延迟加载</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Later />
      </Suspense>
    </>
  );
}
