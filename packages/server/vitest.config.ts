import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Measured on the 2-core CI machine (server project alone, PGlite): one isolated worker 434 s;
    // two workers 344 s; one worker without isolation 337 s; two workers without isolation 231 s.
    // Every test file builds its own app on its own fresh database (startTestServer), so files
    // share no data; what they share without isolation is the imported modules, which saves
    // re-importing the whole server (fastify, drizzle, the PDF and XLSX writers) 93 times.
    // The two workers are the root config's, shared with the engine, UI and app projects, so the
    // server's files run beside theirs rather than in a group of their own after them.
    isolate: false,
    // eventsource-parser (under the MCP SDK's client) publishes a `source` export condition naming
    // its .ts files; the SDK's HTTP client and it load through Vite, not Node, so the source condition resolves to code that runs.
    server: { deps: { inline: [/@modelcontextprotocol\/sdk\/dist\/esm\/client\/streamableHttp/, 'eventsource-parser'] } },
  },
});
