import { LineCounter, isMap, isNode, isScalar, isSeq, parseDocument } from 'yaml';

/** A place in a file: 1-based line and column. */
export interface JsonPlace {
  line: number;
  column: number;
}

/**
 * Where the parts of a JSON text stand, by path: a field at its key (`[0, 'label']` at `"label"`),
 * an item of an array where it starts. JSON is YAML, whose parser keeps every node's position. A
 * path that is not there (a missing field) gets the nearest part that holds it; undefined when the
 * text cannot be read so.
 */
export function jsonPlaces(text: string): (path: readonly PropertyKey[]) => JsonPlace | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length > 0) return () => undefined;
  const at = (offset: number): JsonPlace => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const nodeAt = (path: readonly PropertyKey[]) => (path.length === 0 ? doc.contents : doc.getIn(path, true));
  return (path) => {
    for (let depth = path.length; depth > 0; depth--) {
      const parent = nodeAt(path.slice(0, depth - 1));
      const key = path[depth - 1];
      if (isMap(parent)) {
        const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === key);
        if (pair && isNode(pair.key) && pair.key.range) return at(pair.key.range[0]);
      } else if (isSeq(parent)) {
        const item = parent.items[Number(key)];
        if (isNode(item) && item.range) return at(item.range[0]);
      }
    }
    return isNode(doc.contents) && doc.contents.range ? at(doc.contents.range[0]) : undefined;
  };
}
