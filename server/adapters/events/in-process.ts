import { EventEmitter } from "node:events";
import type { AppEvent, EventBus, EventHandler } from "./types.ts";

export function createInProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => {
      emitter.emit("event", event);
      return Promise.resolve();
    },
    subscribe: (handler: EventHandler) => {
      const listener = (event: AppEvent) => handler(event);
      emitter.on("event", listener);
      return () => emitter.off("event", listener);
    },
    close: () => {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}
