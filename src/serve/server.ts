import type { AddressInfo } from 'node:net';
import { createApi, type ApiDeps } from './api.ts';
import { serve as listen, type ServerType } from './deps.ts';

// `engrim serve`: the API and dashboard on one loopback port by default.

export const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export interface Running {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startServer(deps: ApiDeps, host: string, port: number): Promise<Running> {
  const { app, batcher } = createApi(deps);
  return new Promise((resolve, reject) => {
    let server: ServerType;
    const onError = (error: Error) => reject(error);
    server = listen({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      server.off('error', onError);
      const shown = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shown}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            batcher.close();
            server.close(() => done());
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', onError);
  });
}
