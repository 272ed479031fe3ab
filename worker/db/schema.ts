import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ConsoleEntry } from "../../domain/bug-report/bug-report";
import { BUG_STATUSES } from "../../domain/bug-report/bug-report-rules";
import { TRANSPORT_MODES } from "../../domain/path/path";
import { DESTINATION_KINDS } from "../../domain/place/destination";
import { SAVE_INTENT_CATEGORIES } from "../../domain/place/place";

const timestamps = {
	createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
	updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
};

export const users = sqliteTable(
	"users",
	{
		id: text("id").primaryKey(),
		/** Subject of the OpenID Connect issuer, when the user signed in through one. */
		oidcSubject: text("oidc_subject"),
		email: text("email").notNull(),
		firstName: text("first_name"),
		lastName: text("last_name"),
		profileImageUrl: text("profile_image_url"),
		isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
		homeLocation: text("home_location"),
		homeLatitude: real("home_latitude"),
		homeLongitude: real("home_longitude"),
		numberOfKids: integer("number_of_kids"),
		kidAges: text("kid_ages", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
		interestTags: text("interest_tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
		isLocalWunder: integer("is_local_wunder", { mode: "boolean" }).notNull().default(false),
		loginCount: integer("login_count").notNull().default(0),
		lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
		...timestamps,
	},
	(t) => [uniqueIndex("users_email_unique").on(t.email), uniqueIndex("users_oidc_subject_unique").on(t.oidcSubject)],
);

export const adventures = sqliteTable(
	"adventures",
	{
		id: text("id").primaryKey(),
		ownerId: text("owner_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		title: text("title").notNull(),
		description: text("description"),
		location: text("location").notNull(),
		latitude: real("latitude"),
		longitude: real("longitude"),
		/** Date-only `YYYY-MM-DD`; timing is computed from the viewer's local date. */
		startDate: text("start_date").notNull(),
		endDate: text("end_date").notNull(),
		numberOfTravelers: integer("number_of_travelers"),
		kidAges: text("kid_ages", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
		interests: text("interests", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
		tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
		coverImageUrl: text("cover_image_url"),
		isPublic: integer("is_public", { mode: "boolean" }).notNull().default(false),
		shareToken: text("share_token"),
		/**
		 * 'Where we're staying' (owner only; never on a public or shared view): one of the adventure's
		 * saved places (`stay_place_id`, cleared when it is unsaved) or an address the family typed
		 * (no place id). The label and point are copied when it is set; all null when none is set.
		 */
		stayPlaceId: text("stay_place_id"),
		stayLabel: text("stay_label"),
		stayLatitude: real("stay_latitude"),
		stayLongitude: real("stay_longitude"),
		...timestamps,
	},
	(t) => [
		index("adventures_owner_idx").on(t.ownerId),
		index("adventures_public_idx").on(t.isPublic),
		uniqueIndex("adventures_share_token_unique").on(t.shareToken),
	],
);

/**
 * Recent failed attempts per client and purpose (e.g. wrong beta passwords), counted over a
 * sliding window. D1 is strongly consistent, unlike KV, so the count is exact.
 */
export const rateLimitEvents = sqliteTable(
	"rate_limit_events",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		key: text("key").notNull(),
		at: integer("at").notNull(),
	},
	(t) => [index("rate_limit_events_key_at_idx").on(t.key, t.at)],
);

/** One row per metered call to a paid provider (SKU and units; cost when known). */
export const usageEvents = sqliteTable(
	"usage_events",
	{
		id: text("id").primaryKey(),
		at: integer("at", { mode: "timestamp_ms" }).notNull(),
		provider: text("provider").notNull(),
		sku: text("sku").notNull(),
		units: integer("units").notNull().default(1),
		costMicros: integer("cost_micros").notNull().default(0),
		userId: text("user_id"),
		adventureId: text("adventure_id"),
		route: text("route"),
	},
	(t) => [index("usage_events_at_idx").on(t.at), index("usage_events_provider_idx").on(t.provider, t.sku)],
);

/**
 * Prices of metered usage in US dollars per unit, one row per provider SKU ("*": any SKU of the
 * provider; OpenAI: "<model>:input" / "<model>:output" per token). Seeded by migration 0008 with
 * DOCUMENTED_PRICES (domain/monitoring/prices.ts); edit the rows to reprice without a deploy.
 */
export const usagePrices = sqliteTable(
	"usage_prices",
	{
		provider: text("provider").notNull(),
		sku: text("sku").notNull(),
		unit: text("unit").notNull(),
		usdPerUnit: real("usd_per_unit").notNull(),
	},
	(t) => [primaryKey({ columns: [t.provider, t.sku] })],
);

/** The monitoring settings: one row (id 1) with the monthly budget and the fixed hosting fee. */
export const usageSettings = sqliteTable("usage_settings", {
	id: integer("id").primaryKey(),
	monthlyBudgetUsd: real("monthly_budget_usd").notNull(),
	hostingMonthlyUsd: real("hosting_monthly_usd").notNull(),
});

/**
 * The daily roll-up of everything metered: per UTC day and provider SKU (workers and d1: the route,
 * "GET /api/adventures"), how many calls, how many units and their cost. Provider calls are added
 * with their usage_events rows; request and query counts in batches from each isolate's tally.
 */
export const usageDaily = sqliteTable(
	"usage_daily",
	{
		day: text("day").notNull(),
		provider: text("provider").notNull(),
		sku: text("sku").notNull(),
		count: integer("count").notNull().default(0),
		units: integer("units").notNull().default(0),
		costUsd: real("cost_usd").notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.day, t.provider, t.sku] })],
);

/**
 * Model calls per account and UTC day, counted by the spend gate (worker/services/spend-gate.ts)
 * against MODEL_CALLS_PER_USER_PER_DAY; days before yesterday are deleted by the scheduled Worker.
 */
export const modelCallCounts = sqliteTable(
	"model_call_counts",
	{
		userId: text("user_id").notNull(),
		day: text("day").notNull(),
		count: integer("count").notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Paid place calls (Google Places requests) per caller and UTC day, counted by the spend gate against
 * PLACE_CALLS_PER_USER_PER_DAY: `caller` is the account's id, or the client's address key
 * (worker/services/rate-limit.ts clientKey) for a caller who is not signed in (the public view).
 * Days before yesterday are deleted by the scheduled Worker.
 */
export const placeCallCounts = sqliteTable(
	"place_call_counts",
	{
		caller: text("caller").notNull(),
		day: text("day").notNull(),
		count: integer("count").notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.caller, t.day] })],
);

/** The budget e-mails sent to admins: one row per month and level (80, 100), so each goes once. */
export const spendAlerts = sqliteTable(
	"spend_alerts",
	{
		month: text("month").notNull(),
		level: integer("level").notNull(),
		sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
	},
	(t) => [primaryKey({ columns: [t.month, t.level] })],
);

/** Which seed files `npm start` has loaded, so re-running it never reseeds. */
export const seedRuns = sqliteTable("seed_runs", {
	name: text("name").primaryKey(),
	checksum: text("checksum").notNull(),
	loadedAt: integer("loaded_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The embedded places catalog's destinations (the default places provider): world cities from
 * GeoNames, US states, national parks and well-known family regions. Loaded by the seed step
 * (scripts/seed.mjs), never by migrations. Searched through the FTS5 table `destinations_fts`
 * (external content over name, region, country_name; kept in step by triggers and rebuildable with
 * `INSERT INTO destinations_fts(destinations_fts) VALUES('rebuild')`), which drizzle does not model.
 */
export const destinations = sqliteTable("destinations", {
	/** "city:<GeoNames id>", "state:<USPS code>", "park:<code>", "region:<slug>". */
	id: text("id").primaryKey(),
	name: text("name").notNull(),
	kind: text("kind", { enum: DESTINATION_KINDS }).notNull(),
	/** First-level division: state, province or region name; null when unknown. */
	region: text("region"),
	countryCode: text("country_code").notNull(),
	countryName: text("country_name").notNull(),
	latitude: real("latitude").notNull(),
	longitude: real("longitude").notNull(),
	/** Ranking weight: population for cities, a chosen score for parks, states and regions. */
	importance: integer("importance").notNull().default(0),
	/** Illustrated cover (web/public/covers/<photo_kind>.svg); null lets the name and kind decide. */
	photoKind: text("photo_kind"),
});

export type UserRow = typeof users.$inferSelect;
export type AdventureRow = typeof adventures.$inferSelect;
export type DestinationRow = typeof destinations.$inferSelect;

/**
 * Places the app can show, save and route through: the embedded catalog's
 * family places (id "cat:<id>", loaded by the seed step) and a cache of Google places (id as Google
 * gives it), upserted from every search and details answer so saving and details work by id.
 * Searched through the FTS5 table `places_fts` (external content over name, types, tags and the
 * summaries, kept in step by triggers; see migrations/0004_places_fts.sql), which drizzle does not model.
 */
export const places = sqliteTable(
	"places",
	{
		/** The id every place call uses (googlePlaceId): "cat:<catalog id>" or a Google place id. */
		id: text("id").primaryKey(),
		name: text("name").notNull(),
		latitude: real("latitude").notNull(),
		longitude: real("longitude").notNull(),
		address: text("address"),
		/** As the provider gives it; always null for catalog places (never invented). */
		rating: real("rating"),
		userRatingCount: integer("user_rating_count"),
		/** 0 (free) to 4; null when unknown. */
		priceLevel: integer("price_level"),
		types: text("types", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
		photoUrls: text("photo_urls", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
		website: text("website"),
		phone: text("phone"),
		openingHours: text("opening_hours", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
		familySummary: text("family_summary"),
		pithySummary: text("pithy_summary"),
		whyKidsLoveIt: text("why_kids_love_it"),
		/** The summaries were written by the LLM provider (Google places), not by the catalog's authors. */
		summaryGenerated: integer("summary_generated", { mode: "boolean" }).notNull().default(false),
		editorialSummary: text("editorial_summary"),
		businessStatus: text("business_status"),
		/** Stored notes (User, Reviewer); the Guide AI's own notes are derived when a place is read. */
		fieldNotes: text("field_notes", { mode: "json" })
			.$type<{ type: string; note: string; author: "User" | "Reviewer" | "Guide AI" }[]>()
			.notNull()
			.default(sql`'[]'`),
		/** Best-suited kids' ages [min, max]. */
		ages: text("ages", { mode: "json" }).$type<[number, number]>(),
		tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
		source: text("source", { enum: ["catalog", "google", "osm"] }).notNull(),
		/** Catalog places: the destination they belong to (the seed file's slug, e.g. "london"). */
		destination: text("destination"),
		/** When the full details (website, phone, hours…) were last read from the provider; null for card-only rows. */
		detailsFetchedAt: integer("details_fetched_at", { mode: "timestamp_ms" }),
		...timestamps,
	},
	(t) => [index("places_lat_lng_idx").on(t.latitude, t.longitude), index("places_destination_idx").on(t.destination)],
);

/** A place saved to an adventure (one row per adventure and place; saving twice keeps the first). */
export const savedPlaces = sqliteTable(
	"saved_places",
	{
		id: text("id").primaryKey(),
		adventureId: text("adventure_id")
			.notNull()
			.references(() => adventures.id, { onDelete: "cascade" }),
		placeId: text("place_id")
			.notNull()
			.references(() => places.id),
		intentCategory: text("intent_category", { enum: SAVE_INTENT_CATEGORIES }).notNull().default("general"),
		createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
	},
	(t) => [
		uniqueIndex("saved_places_adventure_place_unique").on(t.adventureId, t.placeId),
		index("saved_places_place_idx").on(t.placeId),
	],
);

export type PlaceRow = typeof places.$inferSelect;
export type SavedPlaceRow = typeof savedPlaces.$inferSelect;

/**
 * Paths: ordered routes through an adventure's places. `colour_index` is chosen at
 * creation (the first palette slot no other path of the adventure uses), so a path keeps its colour
 * when another one is deleted.
 */
export const paths = sqliteTable(
	"paths",
	{
		id: text("id").primaryKey(),
		adventureId: text("adventure_id")
			.notNull()
			.references(() => adventures.id, { onDelete: "cascade" }),
		name: text("name").notNull(),
		description: text("description"),
		transportMode: text("transport_mode", { enum: TRANSPORT_MODES }).notNull().default("driving"),
		/** Minutes; the guide sets 180, the Paths tab leaves it null. */
		estimatedDuration: integer("estimated_duration"),
		colourIndex: integer("colour_index").notNull().default(0),
		/** The day of the trip this path belongs to (`YYYY-MM-DD`, inside the trip's dates), or null. */
		date: text("date"),
		/**
		 * True while nobody chose the transport mode: the mode then follows the path's distances
		 * (`suggestTransportMode`) as stops come and go. Choosing a mode sets it false.
		 */
		modeAuto: integer("mode_auto", { mode: "boolean" }).notNull().default(false),
		...timestamps,
	},
	(t) => [
		index("paths_adventure_idx").on(t.adventureId, t.createdAt),
		index("paths_adventure_date_idx").on(t.adventureId, t.date),
	],
);

/**
 * The stops of a path. `position` is 1..n without gaps; every write that moves stops (add, insert,
 * delete, reorder) runs as one D1 batch that ends by renumbering the path's stops, so the invariant
 * holds even when writes interleave. There is deliberately no unique index on (path_id, position):
 * a reorder rewrites every position in one statement, and SQLite checks unique indexes row by row.
 * A place appears at most once per path (unique index; a second add is a 409).
 */
export const pathStops = sqliteTable(
	"path_stops",
	{
		id: text("id").primaryKey(),
		pathId: text("path_id")
			.notNull()
			.references(() => paths.id, { onDelete: "cascade" }),
		placeId: text("place_id")
			.notNull()
			.references(() => places.id),
		position: integer("position").notNull(),
		createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
	},
	(t) => [
		index("path_stops_path_position_idx").on(t.pathId, t.position),
		uniqueIndex("path_stops_path_place_unique").on(t.pathId, t.placeId),
		index("path_stops_place_idx").on(t.placeId),
	],
);

export type PathRow = typeof paths.$inferSelect;
export type PathStopRow = typeof pathStops.$inferSelect;

/**
 * The per-user index of sessions (the session record itself lives in KV under `session:{id}`).
 * Rows hold the SHA-256 of the session id, never the id. A session counts only while its row
 * exists, so ending sessions here (sign out everywhere, a proven sign-in ending unproven ones) is
 * immediate everywhere, although KV deletions take a while to reach other locations.
 */
export const sessions = sqliteTable(
	"sessions",
	{
		idHash: text("id_hash").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** How the session began: `local` (the LOCAL_SIGN_IN switch), `email-link` or `oidc`. */
		method: text("method", { enum: ["local", "email-link", "oidc"] }).notNull(),
		/** Whether that sign-in proved the e-mail address (the link, or the issuer's `email_verified`). */
		proven: integer("proven", { mode: "boolean" }).notNull(),
		createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
		expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
	},
	(t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * One-time sign-in links sent by e-mail: the SHA-256 of the token (the token itself is only in
 * the e-mail), the address it proves, the names a new user takes, where to go afterwards. Valid
 * until `expires_at`, once: `used_at` is set in the same statement that accepts it.
 */
export const emailSignInTokens = sqliteTable(
	"email_sign_in_tokens",
	{
		tokenHash: text("token_hash").primaryKey(),
		email: text("email").notNull(),
		firstName: text("first_name"),
		lastName: text("last_name"),
		returnTo: text("return_to").notNull().default("/"),
		createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
		expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
		usedAt: integer("used_at", { mode: "timestamp_ms" }),
	},
	(t) => [index("email_sign_in_tokens_expires_idx").on(t.expiresAt)],
);

/** Mail the embedded e-mail provider "sent": kept in D1 for local runs and tests (no SendGrid key). */
export const emailOutbox = sqliteTable(
	"email_outbox",
	{
		id: text("id").primaryKey(),
		to: text("to").notNull(),
		subject: text("subject").notNull(),
		text: text("text").notNull(),
		html: text("html").notNull(),
		provider: text("provider").notNull(),
		createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
	},
	(t) => [index("email_outbox_to_idx").on(t.to, t.createdAt)],
);

export type SessionIndexRow = typeof sessions.$inferSelect;
export type EmailSignInTokenRow = typeof emailSignInTokens.$inferSelect;

/**
 * Reports from the floating bug widget, signed in or not (`user_email` 'Public' then). The
 * screenshot's bytes are in R2 under `screenshot_key` (worker/services/bug-reports.ts builds it).
 * A deleted user's reports stay for triage, without the user id.
 */
export const bugReports = sqliteTable(
	"bug_reports",
	{
		id: text("id").primaryKey(),
		status: text("status", { enum: BUG_STATUSES }).notNull().default("bug"),
		description: text("description"),
		userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
		userEmail: text("user_email").notNull(),
		/** The page as a same-origin path with its query, without the fragment. */
		url: text("url").notNull(),
		userAgent: text("user_agent").notNull(),
		viewportWidth: integer("viewport_width"),
		viewportHeight: integer("viewport_height"),
		/** At most 10 entries: message, timestamp, type (error or warn), optional stack. */
		consoleErrors: text("console_errors", { mode: "json" }).$type<ConsoleEntry[]>().notNull().default(sql`'[]'`),
		screenshotKey: text("screenshot_key"),
		...timestamps,
	},
	(t) => [index("bug_reports_status_created_idx").on(t.status, t.createdAt)],
);

export type BugReportRow = typeof bugReports.$inferSelect;
