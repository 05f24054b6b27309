import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryFigures, releaseWhenIdle, trackThread } from '../../../server/memory.js';

/** A stand-in for the service's HTTP server: it only tells of requests, each with a response that finishes. */
function fakeServer() {
  const server = new EventEmitter();
  const request = () => {
    const response = new EventEmitter();
    server.emit('request', {}, response);
    response.emit('finish');
  };
  return { server: server as unknown as Server, request };
}

describe("the service's memory", () => {
  it('counts each worker thread while it runs', async () => {
    const worker = new Worker('setInterval(() => {}, 1000)', { eval: true });
    trackThread('test thread', worker);
    await new Promise((resolve) => worker.once('online', resolve));
    const running = await memoryFigures();
    expect(running.threads['test thread']?.usedMb).toBeGreaterThan(0);
    expect(running.heap.usedMb).toBeGreaterThan(0);
    expect(running.heap.totalMb).toBeGreaterThanOrEqual(running.heap.usedMb);
    await worker.terminate();
    expect((await memoryFigures()).threads['test thread']).toBeUndefined();
  });

  describe('when the service goes quiet', () => {
    // The quiet is timed on the test's clock.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is given back once after each spell of work, when the service has gone quiet', async () => {
      const { server, request } = fakeServer();
      const before = (await memoryFigures()).releases.count;
      // Armed at the start too (the start's own work); any growth is worth a release here.
      const stop = releaseWhenIdle(server, { idleMs: 20, growthBytes: Number.NEGATIVE_INFINITY });
      try {
        vi.advanceTimersByTime(20);
        const afterStart = (await memoryFigures()).releases.count;
        expect(afterStart).toBe(before + 1);
        // Requests in quick succession keep it waiting; the quiet after them releases once.
        for (let i = 0; i < 5; i++) {
          request();
          vi.advanceTimersByTime(5);
        }
        expect((await memoryFigures()).releases.count).toBe(afterStart);
        vi.advanceTimersByTime(20);
        expect((await memoryFigures()).releases.count).toBe(afterStart + 1);
        // No work, nothing to release again.
        vi.advanceTimersByTime(1000);
        expect((await memoryFigures()).releases.count).toBe(afterStart + 1);
      } finally {
        stop();
      }
    });

    it('is not collected again after small work that left nothing to give back', async () => {
      const { server, request } = fakeServer();
      const stop = releaseWhenIdle(server, { idleMs: 20, growthBytes: 1024 * 1_048_576 });
      try {
        vi.advanceTimersByTime(20);
        const first = (await memoryFigures()).releases.count;
        request();
        vi.advanceTimersByTime(1000);
        expect((await memoryFigures()).releases.count).toBe(first);
      } finally {
        stop();
      }
    });
  });
});
