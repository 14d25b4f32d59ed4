// What `engrim mcp` takes from outside Engrim: the MCP SDK and the zod its
// tool schemas are written in. One module, so that the CLI's bundle can leave
// them to a bundle of their own, loaded only when the server starts
// (scripts/build.mjs); the SDK and zod must come from the same copy.
export { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
export { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
export { z } from 'zod';
