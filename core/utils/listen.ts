import net from 'node:net';
import type { Server } from 'node:http';
import { QuireError } from '../errors';

export interface ListenOptions {
  port: number;
  host: string;
  /** `--strict-port`: a busy port is an error instead of a move to the next free one. */
  strictPort?: boolean;
  /** How many ports after `port` to try before giving up (default 20). */
  attempts?: number;
}

export interface Listening {
  port: number;
  /** The ports that were in use before `port` was found (empty when the asked one was free). */
  busy: number[];
}

function busyError({ port, host }: { port: number; host: string }): QuireError {
  return new QuireError(`Port ${port} is already in use on ${host} and --strict-port is set.`, {
    hint: `Stop the program using port ${port}, pick another port with --port <port> (or PORT=...), or drop --strict-port to take the next free one.`,
  });
}

function noFreePort({ port, host, last }: { port: number; host: string; last: number }): QuireError {
  return new QuireError(`Ports ${port} to ${last} are all in use on ${host}.`, { hint: 'Stop some of the programs using them, or pick another port with --port <port>.' });
}

function tryListen(server: net.Server, { port, host }: { port: number; host: string }): Promise<'listening' | 'busy'> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve('busy');
      else if (error.code === 'EACCES') reject(new QuireError(`No permission to listen on port ${port}.`, { hint: 'Use a port above 1023 with --port.' }));
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve('listening');
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Starts `server` on `port`, or (as Vite does) on the next free port after it when it is in use,
 * unless `strictPort`: then a busy port is an error naming it and what to do.
 */
export async function listen(server: Server | net.Server, { port, host, strictPort = false, attempts = 20 }: ListenOptions): Promise<Listening> {
  const busy: number[] = [];
  const last = port === 0 ? 0 : Math.min(65535, port + attempts);
  for (let candidate = port; candidate <= last; candidate++) {
    if ((await tryListen(server, { port: candidate, host })) === 'listening') {
      const address = server.address();
      return { port: typeof address === 'object' && address ? address.port : candidate, busy };
    }
    if (strictPort) throw busyError({ port, host });
    busy.push(candidate);
  }
  throw noFreePort({ port, host, last });
}

/**
 * The port a server that listens by itself (webpack-dev-server) should be given: `port` when it is
 * free, else the next free one (see listen). The probe closes before this resolves.
 */
export async function findFreePort(options: ListenOptions): Promise<Listening> {
  const probe = net.createServer();
  const found = await listen(probe, options);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return found;
}

/** The line that says a port was busy, for the command's output (undefined when it was free). */
export function busyPortNote({ busy, port }: Listening): string | undefined {
  if (busy.length === 0) return undefined;
  return busy.length === 1 ? `port ${busy[0]} is in use, using ${port} instead` : `ports ${busy[0]} to ${busy[busy.length - 1]} are in use, using ${port} instead`;
}
