import type { Bindings } from "../bindings";
import type { AppConfig } from "../config";
import { createDb, type Db } from "../db";
import { type EmailProvider, emailProvider } from "../providers/email";
import { createLlmProvider, type LlmProvider } from "../providers/llm";
import { type GooglePlacesProvider, googlePlaces, type PlacesProvider, placesProvider } from "../providers/places";
import { type RoutesProvider, routesProvider } from "../providers/routes";
import type { UsageSink } from "../providers/usage";
import { createRooms, type Later, type Rooms } from "./rooms";

/**
 * What services work with, built once per request (or per room call) from config: the database,
 * the KV namespace, the providers config chose, the usage sink and the adventures' rooms.
 * Providers are made on first use, so a request pays only for the ones it touches.
 */
export interface Deps {
	db: Db;
	kv: KVNamespace;
	/** R2: uploaded images (keys built in worker/services/avatars.ts). */
	bucket: R2Bucket;
	config: AppConfig;
	usage: UsageSink;
	places: PlacesProvider;
	/** Google Places itself (photos are Google-only); null without a key. */
	googlePlaces: GooglePlacesProvider | null;
	llm: LlmProvider;
	routes: RoutesProvider;
	/** SendGrid, or the D1 outbox. */
	email: EmailProvider;
	rooms: Rooms;
}

export function createDeps(env: Bindings, config: AppConfig, usage: UsageSink, later: Later): Deps {
	const db = createDb(env);
	const providerDeps = { env, config, usage };
	let places: PlacesProvider | undefined;
	let google: GooglePlacesProvider | null | undefined;
	let llm: LlmProvider | undefined;
	let routes: RoutesProvider | undefined;
	let email: EmailProvider | undefined;
	let rooms: Rooms | undefined;
	return {
		db,
		kv: env.KV,
		bucket: env.BUCKET,
		config,
		usage,
		get places() {
			places ??= placesProvider(providerDeps);
			return places;
		},
		get googlePlaces() {
			if (google === undefined) google = googlePlaces(providerDeps);
			return google;
		},
		get llm() {
			llm ??= createLlmProvider(config, { usage });
			return llm;
		},
		get routes() {
			routes ??= routesProvider(providerDeps);
			return routes;
		},
		get email() {
			email ??= emailProvider({ db, config, usage });
			return email;
		},
		get rooms() {
			rooms ??= createRooms(env.ADVENTURE_ROOM, later);
			return rooms;
		},
	};
}
