/** Something changed that open pages may want to show: for now, a row of a watched table. */
export type AppEvent = { type: "table-changed"; table: string };

export type EventHandler = (event: AppEvent) => void;

/**
 * How the server learns of changes. One instance can use the in-process bus; several instances on
 * one PostgreSQL use LISTEN/NOTIFY, which also hears changes made outside the server.
 */
export type EventBus = {
  publish: (event: AppEvent) => Promise<void>;
  subscribe: (handler: EventHandler) => () => void;
  close: () => Promise<void>;
};
