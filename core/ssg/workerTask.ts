import { pathToFileURL } from 'node:url';
import { QuireError } from '../errors';

/**
 * A plugin's worker task as the build runs it (see `QuirePlugin.workerTask`): the module whose
 * default export is called, what it is given, and the output folder. Crosses to the task's thread
 * as it is, so `input` is structured-clonable data.
 */
export interface WorkerTaskRequest {
  /** Absolute path of the module. */
  module: string;
  input: unknown;
  outDir: string;
}

/** A task's error as it crosses from its thread: a QuireError keeps its name and hint. */
export interface SerializedTaskError {
  message: string;
  name?: string;
  hint?: string;
  stack?: string;
}

/** What a task's thread posts back. */
export type WorkerTaskReply = { result: unknown } | { error: SerializedTaskError };

/** A module's default export: an ES module's `default`, a CommonJS module's `module.exports` (or its compiled `exports.default`). */
async function importDefault(file: string): Promise<unknown> {
  const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
  let value: unknown = mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
  if (value && typeof value === 'object' && 'default' in value && (value as { __esModule?: boolean }).__esModule) value = (value as { default: unknown }).default;
  return value;
}

/** Loads the task's module and calls its default export with `{ input, outDir }`; the result is what it returns. */
export async function runWorkerTask({ module, input, outDir }: WorkerTaskRequest): Promise<unknown> {
  const run = await importDefault(module);
  if (typeof run !== 'function') {
    throw new QuireError(`The worker task module ${module} has no function as its default export.`, {
      hint: 'Export the task as `export default function (args: WorkerTaskArgs) { ... }`.',
    });
  }
  return (run as (args: { input: unknown; outDir: string }) => unknown)({ input, outDir });
}

export function serializeTaskError(error: unknown): SerializedTaskError {
  if (!(error instanceof Error)) return { message: String(error) };
  return { message: error.message, name: error.name, hint: (error as { hint?: string }).hint, stack: error.stack };
}

/** The error back on this thread: a QuireError stays one (the hook error lets it through as it is). */
export function reviveTaskError(error: SerializedTaskError): Error {
  const revived = error.name === 'QuireError' ? new QuireError(error.message, { hint: error.hint }) : new Error(error.message);
  if (error.stack) revived.stack = error.stack;
  return revived;
}
