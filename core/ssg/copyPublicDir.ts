import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';

/** Copies the site's `public/` folder into the output as it is. */
export async function copyPublicDir({ publicDir, outDir }: { publicDir: string; outDir: string }): Promise<void> {
  if (!existsSync(publicDir)) return;
  await fs.cp(publicDir, outDir, { recursive: true, force: true, dereference: true });
}
