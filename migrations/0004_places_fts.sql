-- Full-text search over places (FTS5, external content over the places table): name, types and
-- tags (JSON text: unicode61 splits '["ice_cream_shop"]' into ice, cream, shop) and the summaries.
-- Used with prefix queries ("muse"*) and bm25() weighted name > types > tags > summaries.
-- Derived data, like destinations_fts: the triggers keep it in step with every write (the seed's
-- upserts and the Google cache), and
--   INSERT INTO places_fts(places_fts) VALUES('rebuild');
-- rebuilds it from the table (after anything that renumbers rowids, e.g. an export/import).
CREATE VIRTUAL TABLE `places_fts` USING fts5(
	name,
	types,
	tags,
	family_summary,
	pithy_summary,
	why_kids_love_it,
	editorial_summary,
	content='places',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `places_fts_ai` AFTER INSERT ON `places` BEGIN
	INSERT INTO places_fts(rowid, name, types, tags, family_summary, pithy_summary, why_kids_love_it, editorial_summary)
	VALUES (new.rowid, new.name, new.types, new.tags, new.family_summary, new.pithy_summary, new.why_kids_love_it, new.editorial_summary);
END;
--> statement-breakpoint
CREATE TRIGGER `places_fts_ad` AFTER DELETE ON `places` BEGIN
	INSERT INTO places_fts(places_fts, rowid, name, types, tags, family_summary, pithy_summary, why_kids_love_it, editorial_summary)
	VALUES ('delete', old.rowid, old.name, old.types, old.tags, old.family_summary, old.pithy_summary, old.why_kids_love_it, old.editorial_summary);
END;
--> statement-breakpoint
CREATE TRIGGER `places_fts_au` AFTER UPDATE OF name, types, tags, family_summary, pithy_summary, why_kids_love_it, editorial_summary ON `places` BEGIN
	INSERT INTO places_fts(places_fts, rowid, name, types, tags, family_summary, pithy_summary, why_kids_love_it, editorial_summary)
	VALUES ('delete', old.rowid, old.name, old.types, old.tags, old.family_summary, old.pithy_summary, old.why_kids_love_it, old.editorial_summary);
	INSERT INTO places_fts(rowid, name, types, tags, family_summary, pithy_summary, why_kids_love_it, editorial_summary)
	VALUES (new.rowid, new.name, new.types, new.tags, new.family_summary, new.pithy_summary, new.why_kids_love_it, new.editorial_summary);
END;
