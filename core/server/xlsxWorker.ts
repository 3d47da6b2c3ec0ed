// The xlsx worker thread (core/server/xlsx.ts writeXlsxAsync): writes one workbook and hands its
// bytes back without a copy. Built as dist/server/xlsxWorker.js beside the server (tsup.config.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { type SheetSpec, writeXlsx } from './xlsx';

const bytes = writeXlsx(workerData as SheetSpec[]);
parentPort!.postMessage(bytes, [bytes.buffer]);
