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
