import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  /** Requests per second over the whole run. */
  perSecond: number;
  seconds: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<number, number>;
}

/**
 * `amount` GETs of `paths` (in turn) from `connections` keep-alive connections over loopback, with
 * autocannon; every response counted by status. Bounded in count and in time: a server that hangs
 * makes the run end with timeouts after `timeoutSeconds` per request, never forever.
 */
export function loadTest({
  origin,
  paths,
  amount = 10_000,
  connections = 50,
  headers = {},
  timeoutSeconds = 20,
}: {
  origin: string;
  paths: string[];
  amount?: number;
  connections?: number;
  headers?: Record<string, string>;
  timeoutSeconds?: number;
}): Promise<LoadResult> {
  const statuses: Record<number, number> = {};
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        amount,
        connections,
        timeout: timeoutSeconds,
        requests: paths.map((path) => ({ method: 'GET', path, headers })),
        setupClient: (client) => client.on('response', (status: number) => void (statuses[status] = (statuses[status] ?? 0) + 1)),
      },
      (error, result) => {
        if (error) return reject(error);
        const requests = Object.values(statuses).reduce((sum, n) => sum + n, 0);
        resolve({
          requests,
          perSecond: Math.round(requests / result.duration),
          seconds: result.duration,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statuses,
        });
      },
    );
  });
}
