import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * An onRequest hook for routes that take a large body: runs `check` (authentication, plan) before a byte of the
 * body is read. A refused caller gets its answer at once and the connection is closed, so an anonymous upload
 * costs the server neither the memory of the body nor a connection slot while the rest of it arrives.
 */
export function checkBeforeBody(check: (request: FastifyRequest) => void | Promise<void>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      await check(request);
    } catch (e) {
      reply.header("Connection", "close");
      throw e;
    }
  };
}
