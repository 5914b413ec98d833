-- Rate-limit counters are written on every public POST and are worthless after a crash (a window
-- lasts a minute), so they skip the write-ahead log: no log flush on the checkout's hot path.
-- After a crash PostgreSQL empties the table, which only forgives the current window.
ALTER TABLE "rate_limits" SET UNLOGGED;
