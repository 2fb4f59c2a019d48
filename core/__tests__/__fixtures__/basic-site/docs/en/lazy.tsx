import { lazy, Suspense, type ReactElement } from 'react';

export const frontmatter = { title: 'Lazy page', description: 'A page whose content loads lazily.' };

const Later = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      setTimeout(() => resolve({ default: () => <p>Content that arrived later.</p> }), 50);
    }),
);

export default function LazyPage() {
  return (
    <>
      <h1>Lazy page</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Later />
      </Suspense>
    </>
  );
}
