/**
 * Sends records through a batch endpoint in chunks of at most 1000 (docs/service-behaviour.md, "Limits"). Each chunk
 * remembers whether it was accepted: a failed chunk is reported and sent again only when the user
 * retries, and an accepted chunk is never sent a second time.
 */
import { MAX_BATCH } from '../../../../shared/api/directories.js';

export type ChunkState = 'pending' | 'sending' | 'sent' | 'failed';

export interface Chunk<T> {
  index: number;
  records: T[];
  state: ChunkState;
  error?: string;
  accepted?: number;
}

export interface BatchProgress {
  sentRecords: number;
  totalRecords: number;
  failedChunks: number[];
  done: boolean;
}

export class BatchUpload<T> {
  readonly chunks: Chunk<T>[];
  private running = false;

  constructor(
    records: T[],
    private readonly send: (records: T[]) => Promise<{ count: number }>,
    chunkSize = MAX_BATCH,
  ) {
    if (chunkSize < 1 || chunkSize > MAX_BATCH) throw new RangeError(`a chunk holds 1 to ${MAX_BATCH} records`);
    this.chunks = [];
    for (let start = 0; start < records.length; start += chunkSize) {
      this.chunks.push({ index: this.chunks.length, records: records.slice(start, start + chunkSize), state: 'pending' });
    }
  }

  progress(): BatchProgress {
    const sent = this.chunks.filter((c) => c.state === 'sent');
    return {
      sentRecords: sent.reduce((n, c) => n + c.records.length, 0),
      totalRecords: this.chunks.reduce((n, c) => n + c.records.length, 0),
      failedChunks: this.chunks.filter((c) => c.state === 'failed').map((c) => c.index),
      done: this.chunks.every((c) => c.state === 'sent'),
    };
  }

  /**
   * Sends every chunk not yet accepted, one after another; a failure is noted and the rest go on.
   * Calling it again retries only the failed chunks. Calls while one run is going do nothing.
   */
  async sendPending(onProgress?: (progress: BatchProgress) => void): Promise<BatchProgress> {
    if (this.running) return this.progress();
    this.running = true;
    try {
      for (const chunk of this.chunks) {
        if (chunk.state === 'sent') continue;
        chunk.state = 'sending';
        try {
          const reply = await this.send(chunk.records);
          chunk.state = 'sent';
          chunk.accepted = reply.count;
          chunk.error = undefined;
        } catch (error) {
          chunk.state = 'failed';
          chunk.error = error instanceof Error ? error.message : String(error);
        }
        onProgress?.(this.progress());
      }
    } finally {
      this.running = false;
    }
    return this.progress();
  }
}
