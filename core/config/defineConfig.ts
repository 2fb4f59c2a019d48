import type { ConfigEnv, UserConfig } from '../types';

type ConfigFunction = (env: ConfigEnv) => UserConfig | Promise<UserConfig>;

/** Types a site config. It returns its argument unchanged: validation happens when Quire loads it. */
export function defineConfig(config: UserConfig): UserConfig;
export function defineConfig(config: ConfigFunction): ConfigFunction;
export function defineConfig(config: UserConfig | ConfigFunction): UserConfig | ConfigFunction {
  return config;
}
