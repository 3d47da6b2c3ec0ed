// A deploy's log: the script's output as it comes, with every occurrence of the server's credential
// (and of each long line of a key) replaced, capped at MAX_LOG_CHARS (the tail kept: the end of a
// deploy says why it failed), written to the deployment row at most once a second.
export const MAX_LOG_CHARS = 256 * 1024;
export const LOG_FLUSH_MS = 1_000;
const REDACTED = '[redacted]';
const CUT = '[… earlier output cut …]\n';

/** The pieces of a secret to hide: the whole text, and each of its lines long enough to be key material. */
export function secretPieces(secret: string): string[] {
  if (!secret) return [];
  const lines = secret
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length >= 12 && !/^-----(BEGIN|END)/.test(l));
  return [secret, secret.trim(), ...lines].filter((p, i, all) => p && all.indexOf(p) === i).sort((a, b) => b.length - a.length);
}

export function redact(text: string, pieces: readonly string[]): string {
  let out = text;
  for (const p of pieces) if (out.includes(p)) out = out.split(p).join(REDACTED);
  return out;
}

export class DeployLog {
  private text = '';
  private pending = '';
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly pieces: readonly string[],
    private readonly write: (log: string) => Promise<void>,
  ) {}

  /** Adds output; a line is redacted whole (a secret split across chunks is still caught per line). */
  add(chunk: string) {
    this.pending += chunk;
    const nl = this.pending.lastIndexOf('\n');
    // Keep a partial line back until its end comes (or up to 4 KB of it).
    if (nl < 0 && this.pending.length < 4096) return;
    const upTo = nl < 0 ? this.pending.length : nl + 1;
    this.append(this.pending.slice(0, upTo));
    this.pending = this.pending.slice(upTo);
  }

  line(text: string) {
    this.add(`${this.pending && !this.pending.endsWith('\n') ? '\n' : ''}${text}\n`);
  }

  private append(text: string) {
    this.text += redact(text, this.pieces);
    // Trimmed when twice the cap (cheap for a chatty build), and to the cap before each write.
    if (this.text.length > 2 * MAX_LOG_CHARS) this.trim();
    this.dirty = true;
    if (!this.timer) this.timer = setTimeout(() => void this.flush(), LOG_FLUSH_MS);
  }

  private trim() {
    if (this.text.length > MAX_LOG_CHARS) this.text = CUT + this.text.slice(this.text.length - MAX_LOG_CHARS + CUT.length);
  }

  get value(): string {
    this.trim();
    return this.text;
  }

  /** Writes what is new (the partial last line too when `final`). */
  async flush(final = false): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (final && this.pending) {
      this.append(this.pending);
      this.pending = '';
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.dirty) return this.writing;
    this.dirty = false;
    const snapshot = this.value;
    this.writing = this.writing.then(() => this.write(snapshot)).catch(() => {});
    return this.writing;
  }
}
