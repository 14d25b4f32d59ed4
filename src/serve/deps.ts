// What `engrim serve` takes from outside Engrim's core: Hono, its Node
// server, zod, and the dashboard's built files. One module, so that the CLI's
// bundle can leave them to a bundle of their own, loaded only when the server
// starts (scripts/build.mjs).
export { serve, type ServerType } from '@hono/node-server';
export { Hono, type Context, type MiddlewareHandler } from 'hono';
export { bodyLimit } from 'hono/body-limit';
export { HTTPException } from 'hono/http-exception';
export { secureHeaders } from 'hono/secure-headers';
export { z } from 'zod';
export { DASHBOARD } from 'virtual:dashboard';
