import http from 'node:http';
import net from 'node:net';
import { busyPortNote, findFreePort, listen } from '../listen';

const host = '127.0.0.1';

async function occupy(port = 0): Promise<net.Server> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;
const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('listen', () => {
  test('a free port is used as asked', async () => {
    const probe = await occupy();
    const port = portOf(probe);
    await close(probe);
    const server = http.createServer();
    const result = await listen(server, { port, host });
    expect(result).toEqual({ port, busy: [] });
    expect(busyPortNote(result)).toBeUndefined();
    await close(server);
  });

  test('a busy port moves to the next free one, and says which', async () => {
    const blocker = await occupy();
    const port = portOf(blocker);
    const server = http.createServer();
    try {
      const result = await listen(server, { port, host });
      expect(result.port).toBeGreaterThan(port);
      expect(result.busy[0]).toBe(port);
      expect(busyPortNote(result)).toBe(result.busy.length === 1 ? `port ${port} is in use, using ${result.port} instead` : `ports ${port} to ${result.busy.at(-1)} are in use, using ${result.port} instead`);
      await close(server);
    } finally {
      await close(blocker);
    }
  });

  test('--strict-port: a busy port is an error naming it and what to do', async () => {
    const blocker = await occupy();
    const port = portOf(blocker);
    try {
      await expect(listen(http.createServer(), { port, host, strictPort: true })).rejects.toMatchObject({
        message: `Port ${port} is already in use on ${host} and --strict-port is set.`,
        hint: expect.stringContaining('drop --strict-port to take the next free one'),
      });
    } finally {
      await close(blocker);
    }
  });

  test('no free port among those tried is an error naming the range', async () => {
    const blocker = await occupy();
    const port = portOf(blocker);
    try {
      await expect(listen(http.createServer(), { port, host, attempts: 0 })).rejects.toMatchObject({ message: `Ports ${port} to ${port} are all in use on ${host}.` });
    } finally {
      await close(blocker);
    }
  });

  test('findFreePort (for servers that listen by themselves) leaves the port free', async () => {
    const blocker = await occupy();
    const port = portOf(blocker);
    try {
      const found = await findFreePort({ port, host });
      expect(found.port).toBeGreaterThan(port);
      const server = await occupy(found.port);
      await close(server);
      await expect(findFreePort({ port, host, strictPort: true })).rejects.toThrow(`Port ${port} is already in use`);
    } finally {
      await close(blocker);
    }
  });
});
