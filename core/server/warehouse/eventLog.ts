// The write-ahead log of game events (DESIGN §4: acknowledged means durable). Ingestion appends a
// batch here and answers only after the log is on disk; the warehouse is written later, in
// larger flushes. Concurrent batches share one write and one fdatasync (group commit).
//
// Every group gets a mark: a server time in ms, strictly increasing across groups and restarts,
// stamped as each event's received_at. The engine stores, with each flush of a project, the
// highest mark it holds (engine.append); at start the records above a project's stored mark are
// the ones the warehouse does not hold, and only those are replayed, so a replay never counts an
// event twice.
//
// On disk: DATA_DIR/events-wal/<16-digit number>.log segments, each a run of frames
// [u32 length of payload][u32 crc32 of mark and payload][f64 mark][payload: code, '\n', the
// request's JSON text] (the text as it came: no second serialisation on the hot path). A torn frame
// (the process died mid-write, before the fsync, so never acknowledged) ends its segment; after a
// failed write the log moves on to a new segment so nothing acknowledged is ever behind one.
// Segments are deleted once the warehouse holds everything in them.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { EventRow } from './types';

const HEADER = 16;
const writeAsync = (fd: number, buf: Buffer, at: number, n: number) =>
  new Promise<number>((resolve, reject) => fs.write(fd, buf, at, n, null, (err, written) => (err ? reject(err) : resolve(written))));
const fdatasyncAsync = (fd: number) => new Promise<void>((resolve, reject) => fs.fdatasync(fd, (err) => (err ? reject(err) : resolve())));
/** A new segment after this many bytes (bounds what a start re-reads). */
const SEGMENT_BYTES = 8 * 1024 * 1024;

export interface LogRecord {
  mark: number;
  code: string;
  /** The batch's JSON text. */
  text: string;
}

interface Waiting {
  code: string;
  rows: EventRow[];
  payload: Buffer;
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface Segment {
  file: string;
  /** Highest mark written to it (0: none). */
  maxMark: number;
}

const segmentName = (n: number) => `${String(n).padStart(16, '0')}.log`;

function header(mark: number, payload: Buffer): Buffer {
  const out = Buffer.allocUnsafe(HEADER);
  out.writeDoubleLE(mark, 8);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload, crc32(out.subarray(8, 16))), 4);
  return out;
}

/** The whole frames of one segment, in order; stops at the first torn or damaged one. */
function readSegment(file: string): LogRecord[] {
  const buf = fs.readFileSync(file);
  const out: LogRecord[] = [];
  let at = 0;
  while (at + HEADER <= buf.length) {
    const len = buf.readUInt32LE(at);
    const end = at + HEADER + len;
    if (end > buf.length) break;
    const payload = buf.subarray(at + HEADER, end);
    if (crc32(payload, crc32(buf.subarray(at + 8, at + 16))) !== buf.readUInt32LE(at + 4)) break;
    const text = payload.toString('utf8');
    const nl = text.indexOf('\n');
    out.push({ mark: buf.readDoubleLE(at + 8), code: text.slice(0, nl), text: text.slice(nl + 1) });
    at = end;
  }
  return out;
}

/**
 * The log's id (DATA_DIR/events-wal/id, made at the first start): marks are stored per log, so
 * server processes that share one ClickHouse, each with its own DATA_DIR, keep apart.
 */
export function eventLogId(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'id');
  try {
    const id = fs.readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{16}$/.test(id)) return id;
  } catch {
    // none yet
  }
  const id = randomBytes(8).toString('hex');
  const tmp = `${file}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  fs.writeSync(fd, id);
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.renameSync(tmp, file);
  fsyncDir(dir);
  return id;
}

function fsyncDir(dir: string) {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export class EventLog {
  private queue: Waiting[] = [];
  private running: Promise<void> | null = null;
  private fd: number | null = null;
  private size = 0;
  private current: Segment | null = null;
  private closedSegments: Segment[] = [];
  private lastMark: number;
  private nextSegment: number;
  private closed = false;
  /** Events appended but not yet handed to the sink. */
  inFlight = 0;

  private constructor(
    readonly id: string,
    private readonly dir: string,
    existing: Segment[],
    floor: number,
    /** Called for each record once it is on disk, in log order, before its append resolves. */
    private readonly sink: (code: string, rows: EventRow[], mark: number) => void,
  ) {
    this.closedSegments = existing;
    this.lastMark = floor;
    this.nextSegment = existing.length ? Number(path.basename(existing[existing.length - 1].file, '.log')) + 1 : 1;
  }

  /**
   * Opens the log in `dir` and reads what is there. Marks of new records will be above `floor`
   * and above every mark found. The records are returned in log order for the caller to replay.
   */
  static open(
    dir: string,
    floor: number,
    sink: (code: string, rows: EventRow[], mark: number) => void,
  ): { log: EventLog; records: LogRecord[] } {
    const id = eventLogId(dir);
    const files = fs
      .readdirSync(dir)
      .filter((f) => /^\d{16}\.log$/.test(f))
      .sort();
    const records: LogRecord[] = [];
    const segments: Segment[] = [];
    let top = floor;
    for (const f of files) {
      const file = path.join(dir, f);
      const found = readSegment(file);
      let maxMark = 0;
      for (const r of found) {
        records.push(r);
        maxMark = Math.max(maxMark, r.mark);
      }
      top = Math.max(top, maxMark);
      segments.push({ file, maxMark });
    }
    return { log: new EventLog(id, dir, segments, top, sink), records };
  }

  /**
   * Resolves once `text` (the batch's JSON, which decodes to `rows`) is on disk and the rows are
   * handed to the sink; their receivedAt becomes the group's mark.
   */
  append(code: string, rows: EventRow[], text: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The event log is closed'));
    const payload = Buffer.from(`${code}\n${text}`);
    this.inFlight += rows.length;
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ code, rows, payload, resolve, reject });
      this.schedule();
    });
  }

  /** The next group is written once the loop has taken in what arrived meanwhile (group commit). */
  private schedule() {
    if (this.running) return;
    this.running = (async () => {
      await new Promise((r) => setImmediate(r));
      while (this.queue.length) await this.writeGroup();
    })().finally(() => (this.running = null));
  }

  /** Deletes the segments whose records all have marks ≤ `mark` (the warehouse holds them). */
  release(mark: number): void {
    const keep: Segment[] = [];
    for (const s of this.closedSegments) {
      if (s.maxMark <= mark) fs.rmSync(s.file, { force: true });
      else keep.push(s);
    }
    this.closedSegments = keep;
  }

  /**
   * The highest mark given so far: every record up to it is in the sink, or was refused, or is
   * being written now (to the open segment, which release never deletes).
   */
  get lastGiven(): number {
    return this.lastMark;
  }

  private openSegment() {
    if (this.fd !== null) this.closeSegment();
    const file = path.join(this.dir, segmentName(this.nextSegment++));
    this.fd = fs.openSync(file, 'a');
    fsyncDir(this.dir); // the new name itself must survive a crash
    this.current = { file, maxMark: 0 };
    this.size = 0;
  }

  private closeSegment() {
    const fd = this.fd;
    this.fd = null;
    if (this.current) this.closedSegments.push(this.current);
    this.current = null;
    if (fd !== null) {
      try {
        fs.closeSync(fd);
      } catch {
        // nothing more to lose: its acknowledged frames were synced
      }
    }
  }

  private async writeGroup(): Promise<void> {
    const group = this.queue;
    if (!group.length) return;
    this.queue = [];
    const mark = (this.lastMark = Math.max(Date.now(), this.lastMark + 1));
    let bytes = 0;
    const frames: Buffer[] = [];
    let count = 0;
    for (const w of group) {
      for (const r of w.rows) r.receivedAt = mark;
      frames.push(header(mark, w.payload), w.payload);
      bytes += HEADER + w.payload.length;
      count += w.rows.length;
    }
    try {
      // Off the loop: requests go on being parsed meanwhile and form the next group.
      if (this.fd === null || this.size >= SEGMENT_BYTES) this.openSegment();
      const buf = Buffer.concat(frames, bytes);
      const fd = this.fd!;
      for (let at = 0; at < buf.length;) at += await writeAsync(fd, buf, at, buf.length - at);
      await fdatasyncAsync(fd);
      this.size += bytes;
      this.current!.maxMark = mark;
    } catch (err) {
      // What reached the file may be half a frame: later records go to a new segment.
      this.inFlight -= count;
      this.closeSegment();
      for (const w of group) w.reject(err);
      return;
    }
    this.inFlight -= count;
    for (const w of group) this.sink(w.code, w.rows, mark);
    for (const w of group) w.resolve();
  }

  /** Writes what is queued, then closes; with `empty`, deletes every segment (all flushed). */
  async close(empty: boolean): Promise<void> {
    this.closed = true;
    while (this.running) await this.running;
    while (this.queue.length) await this.writeGroup();
    this.closeSegment();
    if (empty) this.release(Number.MAX_SAFE_INTEGER);
  }
}
