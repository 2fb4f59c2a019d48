/**
 * A file under `assets/` whose name carries a hash of its content: the same name means the same
 * bytes, forever. Entry files and media end with it (`main.3f2a9c1d.js`); async chunks are named by
 * it alone (`06fa48795bad.js`, see ContentChunkIdsPlugin). The route table (`quire-routes.js`) is not.
 * The preview server caches such files forever; a build keeps them without reading them.
 */
export function isHashedAsset(relPath: string): boolean {
  return /^assets\/(.+\/)?([^/]+[.-])?[0-9a-f]{8,}\.[a-z0-9]+$/i.test(relPath);
}
