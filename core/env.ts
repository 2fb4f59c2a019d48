/** Every environment knob Quire reads, in one place. */

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const env = {
  /** `QUIRE_PERF=1`: print the duration and heap of each build phase. */
  get perf(): boolean {
    return process.env.QUIRE_PERF === '1' || process.env.QUIRE_PERF === 'true';
  },
  /** `QUIRE_SSG_CONCURRENCY`: pages rendered at once (default 16). */
  get ssgConcurrency(): number {
    return intFromEnv('QUIRE_SSG_CONCURRENCY', 16);
  },
  /** `QUIRE_EXIT_AFTER=load|bundle`: stop a build after that phase (profiling, tests). */
  get exitAfter(): 'load' | 'bundle' | undefined {
    const value = process.env.QUIRE_EXIT_AFTER;
    return value === 'load' || value === 'bundle' ? value : undefined;
  },
  /** `QUIRE_CONFIG_TIMEOUT_MS`: how long the site config may take to load (default 30 s; a slow machine never gets near it for a real config). */
  get configTimeoutMs(): number {
    return intFromEnv('QUIRE_CONFIG_TIMEOUT_MS', 30_000);
  },
  /** `QUIRE_RENDER_TIMEOUT_MS`: how long a render worker may go without finishing a page before the page is given up (default 60 s). */
  get renderTimeoutMs(): number {
    return intFromEnv('QUIRE_RENDER_TIMEOUT_MS', 60_000);
  },
  /** `QUIRE_NO_CACHE=1`: build without webpack's filesystem cache. */
  get noCache(): boolean {
    return process.env.QUIRE_NO_CACHE === '1';
  },
};
