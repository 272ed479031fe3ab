-- Full-text search over the destinations catalog (FTS5, external content: the index stores no copy
-- of the text, only tokens keyed by destinations.rowid). Prefix queries such as "yellowst"* and
-- bm25() ranking; unicode61 with remove_diacritics 2 lets "zur" find "Zürich". Prefix indexes for
-- 1-3 characters keep short prefixes ("san d"* ) fast.
-- The index is derived data: the triggers keep it in step with single-row writes, and
--   INSERT INTO destinations_fts(destinations_fts) VALUES('rebuild');
-- rebuilds it from the table (the seed step does so after a bulk load; also after anything that
-- renumbers rowids, e.g. a VACUUM or an export/import, which `wrangler d1 export` needs anyway since
-- it refuses FTS5 tables: drop destinations_fts, export, re-create, rebuild).
CREATE VIRTUAL TABLE `destinations_fts` USING fts5(
	name,
	region,
	country_name,
	content='destinations',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2',
	prefix='1 2 3'
);
--> statement-breakpoint
CREATE TRIGGER `destinations_fts_ai` AFTER INSERT ON `destinations` BEGIN
	INSERT INTO destinations_fts(rowid, name, region, country_name) VALUES (new.rowid, new.name, new.region, new.country_name);
END;
--> statement-breakpoint
CREATE TRIGGER `destinations_fts_ad` AFTER DELETE ON `destinations` BEGIN
	INSERT INTO destinations_fts(destinations_fts, rowid, name, region, country_name) VALUES ('delete', old.rowid, old.name, old.region, old.country_name);
END;
--> statement-breakpoint
CREATE TRIGGER `destinations_fts_au` AFTER UPDATE ON `destinations` BEGIN
	INSERT INTO destinations_fts(destinations_fts, rowid, name, region, country_name) VALUES ('delete', old.rowid, old.name, old.region, old.country_name);
	INSERT INTO destinations_fts(rowid, name, region, country_name) VALUES (new.rowid, new.name, new.region, new.country_name);
END;
