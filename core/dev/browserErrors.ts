import type WebpackDevServer from 'webpack-dev-server';

/**
 * Errors of the dev server's own reloads (frontmatter that does not validate, a broken config),
 * which are not webpack's: sent to the open tabs as compile errors, so webpack-dev-server's overlay
 * shows them as it shows an MDX error, and cleared once a reload succeeds.
 */
export interface BrowserErrors {
  show(message: string): void;
  /** After a successful reload: closes the overlay if an error was shown. */
  clear(): void;
}

type Sender = Pick<WebpackDevServer, 'sendMessage' | 'webSocketServer'>;

export function createBrowserErrors({ getServer }: { getServer: () => Sender | undefined }): BrowserErrors {
  let shown = false;
  const send = (type: string, data?: unknown) => {
    const server = getServer();
    const clients = server?.webSocketServer?.clients;
    if (!server || !clients) return false;
    server.sendMessage(clients as Parameters<Sender['sendMessage']>[0], type, data);
    return true;
  };
  return {
    show(message) {
      shown = send('errors', [{ message }]) || shown;
    },
    clear() {
      if (shown && send('ok')) shown = false;
    },
  };
}
