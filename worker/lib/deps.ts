import type { Bindings } from "../bindings";
import { type AppConfig, keylessConfig } from "../config";
import { createDb, type Db } from "../db";
import { type EmailProvider, emailProvider } from "../providers/email";
import { type GiveWayGate, givingWay } from "../providers/give-way";
import { chatModelFor, createLlmProvider, type LlmProvider, offlineLlmProvider } from "../providers/llm";
import type { ChatModel } from "../providers/llm/chat-model";
import { type GooglePlacesProvider, googlePlaces, type PlacesProvider, placesProvider } from "../providers/places";
import { type RoutesProvider, routesProvider } from "../providers/routes";
import type { SpendGate, UsageSink } from "../providers/usage";
import { D1SpendGate, paidAllowedLastKnown } from "../services/spend-gate";
import { createRooms, type Later, type Rooms } from "./rooms";

/**
 * What services work with, built once per request (or per room call) from config: the database,
 * the KV namespace, the providers config chose, the usage sink, the spend gate and the adventures'
 * rooms. Providers are made on first use, so a request pays only for the ones it touches. The paid
 * ones (OpenAI or Workers AI, Google places and routes) give way, call by call, to the keyless providers config
 * would choose without their keys while the spend gate is closed (the month's budget is spent).
 */
export interface Deps {
	db: Db;
	kv: KVNamespace;
	/** R2: uploaded images (keys built in worker/services/avatars.ts). */
	bucket: R2Bucket;
	config: AppConfig;
	usage: UsageSink;
	places: PlacesProvider;
	/** Google Places itself (photos are Google-only); null without a key, and while spending is paused. */
	googlePlaces: GooglePlacesProvider | null;
	/**
	 * The chat model config chose (OpenAI, or Workers AI through the `AI` binding); null: the
	 * offline default. The guide and `llm` run on it.
	 */
	model: ChatModel | null;
	llm: LlmProvider;
	routes: RoutesProvider;
	/** SendGrid, or the D1 outbox. */
	email: EmailProvider;
	rooms: Rooms;
	/** The month's budget and each account's daily cap on model calls (worker/services/spend-gate.ts). */
	spend: SpendGate;
}

export function createDeps(env: Bindings, config: AppConfig, usage: UsageSink, later: Later): Deps {
	const db = createDb(env);
	const providerDeps = { env, config, usage };
	const keylessDeps = { env, config: keylessConfig(config), usage };
	const spend = new D1SpendGate(db, config);
	const gate: GiveWayGate = { paidAllowed: () => spend.paidAllowed(), lastKnown: paidAllowedLastKnown };
	let places: PlacesProvider | undefined;
	let google: GooglePlacesProvider | null | undefined;
	let model: ChatModel | null | undefined;
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
		spend,
		get places() {
			if (!places) {
				const chosen = placesProvider(providerDeps);
				places = chosen.kind === "google" ? givingWay(chosen, () => placesProvider(keylessDeps), gate) : chosen;
			}
			return places;
		},
		get googlePlaces() {
			if (google === undefined) google = googlePlaces(providerDeps);
			return google && gate.lastKnown() ? google : null;
		},
		get model() {
			if (model === undefined) model = chatModelFor(env, config, { usage });
			return model;
		},
		get llm() {
			if (!llm) {
				const chosen = createLlmProvider(this.model, { usage });
				llm = chosen.name === "offline" ? chosen : givingWay(chosen, () => offlineLlmProvider({ usage }), gate);
			}
			return llm;
		},
		get routes() {
			if (!routes) {
				const chosen = routesProvider(providerDeps);
				routes = chosen.kind === "google" ? givingWay(chosen, () => routesProvider(keylessDeps), gate) : chosen;
			}
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
