import { collectGarbage } from '../collectGarbage';

describe('collectGarbage', () => {
  test('frees an object graph nothing refers to any more, without --expose-gc', async () => {
    let graph: unknown[] | undefined = Array.from({ length: 200_000 }, (_, i) => ({ i, text: `item ${i}` }));
    const ref = new WeakRef(graph);
    graph = undefined;
    // A WeakRef keeps its target alive until the current job ends.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
    expect(graph).toBeUndefined();
  });
});
