// An Express app on a real HTTP server at 127.0.0.1 and a free port, for tests of what the host does before
// React Router (the body limits, unknown methods): started before a file's tests, closed after them.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';

/** Serves `makeApp()` for the file's tests; `port()` is known once they run. */
export function serveOnLoopback(makeApp: () => Express): { port: () => number } {
  let server: Server | undefined;
  let port = 0;
  beforeAll(async () => {
    server = createServer(makeApp());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
  });
  return { port: () => port };
}
