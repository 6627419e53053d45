import type { FastifyInstance } from "fastify";

/**
 * Work that must not delay (or shape) the answer: it starts once the current answer has been written, and the
 * app's close waits for what is still running.
 */
export function createAfterReplyQueue(app: FastifyInstance): <T>(work: () => Promise<T>) => Promise<T> {
  const running = new Set<Promise<unknown>>();
  app.addHook("onClose", async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  });
  return (work) => {
    const task = new Promise<void>((resolve) => setImmediate(resolve)).then(work);
    running.add(task);
    const done = () => running.delete(task);
    task.then(done, done);
    return task;
  };
}
