// Where a deploy's script runs: a RemoteRunner takes the rendered script and runs it with bash,
// streaming what it prints; its signal stops the script and everything it started.
export interface RunOptions {
  signal: AbortSignal;
  /** Called with each chunk of stdout and stderr as it comes. */
  onOutput: (chunk: string) => void;
}

export interface RemoteRunner {
  /** Runs the script; resolves with its exit code (null: it was stopped by a signal). */
  run(script: string, opts: RunOptions): Promise<{ exitCode: number | null }>;
}

/** How long a stopped script's process group gets after SIGTERM before SIGKILL. */
export const KILL_GRACE_MS = 2_000;

/** The first line the started command writes to stderr: its process group, for a cancel. */
export const PGID_MARK = '::liveops-deploy-pgid::';

/**
 * The command both runners start (with bash; its process group is its own): it reports its process
 * group on stderr, reads exactly `bytes` bytes of script from stdin and runs it with `bash -s` (the
 * script on its stdin, as before), then watches its stdin. The console writes nothing more but
 * keeps stdin open while it follows the run, so an end of stdin means the console is gone (killed,
 * or its SSH connection lost): the watcher then stops the whole group (TERM, KILL after the grace).
 * A deploy is never left running, its output lost, behind a record that says aborted. At the
 * script's end the watcher goes and the command exits with the script's status.
 */
export function guardedCommand(bytes: number): string {
  const grace = Math.ceil(KILL_GRACE_MS / 1000);
  const body = [
    `echo "${PGID_MARK}$$" >&2`,
    `s=$(head -c ${bytes}; echo x); s=\${s%x}`,
    'exec 3<&0',
    'bash -s <<<"$s" 3<&- &',
    'p=$!',
    `( trap "" TERM; while read -r -u 3 _; do :; done; kill -TERM -- -$$ 2>/dev/null; sleep ${grace}; kill -KILL -- -$$ 2>/dev/null ) </dev/null >/dev/null 2>&1 &`,
    'w=$!',
    'wait $p; c=$?',
    'kill -KILL $w 2>/dev/null',
    'exit $c',
  ].join('\n');
  return `exec bash -c '${body}'`;
}
