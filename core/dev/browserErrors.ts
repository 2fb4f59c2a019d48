import type WebpackDevServer from 'webpack-dev-server';

/**
 * Errors of the dev server's own reloads (frontmatter that does not validate, a broken config),
 * which are not webpack's: sent to the open tabs as compile errors, so webpack-dev-server's overlay
 * shows them as it shows an MDX error. The error stays until a reload succeeds: it is sent again
 * after every compile (whose "ok" would close the overlay) and to every tab that connects.
 */
export interface BrowserErrors {
  show(message: string): void;
  /** After a successful reload: closes the overlay if an error was shown. */
  clear(): void;
  /** After a compile, or when a tab connects: the error still pending, sent again. */
  resend(): void;
}

type Sender = Pick<WebpackDevServer, 'sendMessage' | 'webSocketServer'>;

export function createBrowserErrors({ getServer }: { getServer: () => Sender | undefined }): BrowserErrors {
  let pending: string | undefined;
  const send = (type: string, data?: unknown) => {
    const server = getServer();
    const clients = server?.webSocketServer?.clients;
    if (server && clients) server.sendMessage(clients as Parameters<Sender['sendMessage']>[0], type, data);
  };
  return {
    show(message) {
      pending = message;
      send('errors', [{ message }]);
    },
    clear() {
      if (pending === undefined) return;
      pending = undefined;
      send('ok');
    },
    resend() {
      if (pending !== undefined) send('errors', [{ message: pending }]);
    },
  };
}
