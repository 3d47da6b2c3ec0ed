// Moved to core/shared/bytes.ts (the web shows sizes the same way); kept for the server's imports.
export { formatBytes } from '../shared/bytes';
