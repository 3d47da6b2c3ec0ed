// Types of server.mjs (plain JavaScript: scripts/test.mjs imports it without a TypeScript loader).
export declare function e2eServer(): { port: number; url: string; env: Record<string, string> };
export declare const E2E_SERVER_COMMAND: string[];
