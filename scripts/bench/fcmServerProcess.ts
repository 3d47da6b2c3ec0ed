// The push bench's FCM-protocol server in a process of its own (tests/support/fcmServer.ts, not
// recording each message), so the sending process does not share its event loop with the
// server it sends to. Prints one JSON line {url, account, pid}; counts on SIGUSR2 to stdout.
import { startFcmServer } from '../../tests/support/fcmServer';

const server = await startFcmServer({ record: false });
const account = server.account('pushbench-fcm');
process.stdout.write(`${JSON.stringify({ url: server.url, account: account.json })}\n`);
process.on('SIGUSR2', () =>
  process.stdout.write(`${JSON.stringify({ accepted: server.accepted, requests: server.requests, maxInFlight: server.maxInFlight })}\n`),
);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
