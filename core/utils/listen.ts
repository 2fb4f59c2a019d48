import type { Server } from 'node:http';
import { QuireError } from '../errors';

/** Starts listening; a port in use is a clear error, not a stack trace. */
export function listen(server: Server, { port, host }: { port: number; host: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new QuireError(`Port ${port} is already in use on ${host}.`, { hint: `Stop the program using it, or pick another port with --port (or PORT=...).` }));
      } else if (error.code === 'EACCES') {
        reject(new QuireError(`No permission to listen on port ${port}.`, { hint: 'Use a port above 1023 with --port.' }));
      } else reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
