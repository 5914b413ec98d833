// How the HTTP server lets go of its connections at shutdown (docs/product/10-errors-and-messages.md §10.4):
// every connection without a request in progress closes at once, every request in progress finishes and
// then closes its connection. Node's own closeIdleConnections() misses a keep-alive connection
// whose last response has just been written, which kept a stop waiting for the client to hang up.
import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export type ConnectionDrain = {
  /** Closes the idle connections now and each busy one as soon as its request is answered. */
  drain: () => void;
  /** Requests still being answered. */
  inFlight: () => number;
};

export function trackConnections(server: Server): ConnectionDrain {
  const busy = new Map<Socket, number>();
  const answering = new Set<ServerResponse>();
  let draining = false;

  const release = (socket: Socket) => {
    const left = (busy.get(socket) ?? 1) - 1;
    busy.set(socket, left);
    // the response's bytes are handed to the socket: end it once they are written
    if (draining && left === 0) socket.destroySoon();
  };

  server.on("connection", (socket: Socket) => {
    busy.set(socket, 0);
    socket.once("close", () => busy.delete(socket));
  });
  server.on("request", (request, response) => {
    const socket = request.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    if (draining) response.shouldKeepAlive = false;
    answering.add(response);
    response.once("close", () => {
      answering.delete(response);
      release(socket);
    });
  });

  return {
    drain: () => {
      draining = true;
      // an answer still to be written says `Connection: close`
      for (const response of answering) if (!response.headersSent) response.shouldKeepAlive = false;
      for (const [socket, requests] of busy) {
        if (requests === 0) socket.destroy();
      }
    },
    inFlight: () => [...busy.values()].reduce((sum, n) => sum + n, 0),
  };
}
