/**
 * What a test needs to run the MCP server in its own process (test/helpers/server.ts). The test
 * set-up (test/setup/build-sources.ts) bundles this file from the sources before every run, as
 * the server bundle is, and the tests load that bundle with Node's own loader: going through
 * vitest's transform instead cost each test file seconds of transforming and linking ~200 modules.
 */
export { createMemoryServer } from '../../server/src/mcp/memory-server.js';
export { withEnv } from '../../server/src/storage/environment.js';
export { VERSION } from '../../server/src/version.js';
