// The development loop (`npm run dev`): the server from its sources under `tsx watch` (a change to
// server code restarts only the server) and Vite's dev server for the web app (a change to a screen
// shows without a build), whose proxy sends /v1, /client, /cdn and /healthz to the server
// (vite.config.ts). Open http://localhost:5173. Either process ending ends both.
import { spawn } from 'node:child_process';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'app/server/main.ts'], {
    stdio: 'inherit',
    // As `npm start`: deploys run on this machine unless told otherwise (plugins/services).
    env: { ...process.env, PORT: '8080', DEPLOY_LOCAL_RUNNER: process.env.DEPLOY_LOCAL_RUNNER ?? '1' },
  }),
  spawn(bin('vite'), ['--port', '5173', '--strictPort'], { stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
