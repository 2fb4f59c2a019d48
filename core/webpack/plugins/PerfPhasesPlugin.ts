import type { Compiler } from 'webpack';
import { perf } from '../../logger/perfLogger';

const PLUGIN_NAME = 'QuirePerfPhasesPlugin';
const done = () => undefined;

/**
 * With `QUIRE_PERF=1`, the phases inside a webpack compilation: building modules, sealing
 * (chunk graph and optimisation), code generation, hashing, chunk assets, processing them
 * (minifying) and emitting. Each line is nested under the phase the compilation runs in.
 */
export class PerfPhasesPlugin {
  apply(compiler: Compiler): void {
    let end: () => void = done;
    const phase = (label: string) => () => {
      end();
      end = perf.begin(label);
    };
    const stop = () => {
      end();
      end = done;
    };
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN_NAME, stop);
      compilation.hooks.seal.tap(PLUGIN_NAME, phase('chunk graph'));
      compilation.hooks.beforeCodeGeneration.tap(PLUGIN_NAME, phase('code generation'));
      compilation.hooks.beforeHash.tap(PLUGIN_NAME, phase('hashing'));
      compilation.hooks.beforeModuleAssets.tap(PLUGIN_NAME, phase('chunk assets'));
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: -Infinity }, phase('process assets'));
      compilation.hooks.afterProcessAssets.tap(PLUGIN_NAME, stop);
      compilation.hooks.afterSeal.tap(PLUGIN_NAME, stop);
    });
    compiler.hooks.make.tap(PLUGIN_NAME, phase('modules'));
    compiler.hooks.emit.tap(PLUGIN_NAME, phase('emit'));
    compiler.hooks.afterEmit.tap(PLUGIN_NAME, stop);
  }
}
