import type { Bindings } from "../bindings";
import { type AppConfig, keylessConfig } from "../config";
import { createDb, type Db } from "../db";
import { type EmailProvider, emailProvider } from "../providers/email";
import { type GiveWayGate, givingWay } from "../providers/give-way";
import { chatModelFor, createLlmProvider, type LlmProvider, offlineLlmProvider } from "../providers/llm";
import type { ChatModel } from "../providers/llm/chat-model";
import { type PlacesProvider, placesProvider } from "../providers/places";
import { type RoutesProvider, routesProvider } from "../providers/routes";
import type { SpendGate, UsageSink } from "../providers/usage";
import { D1SpendGate, paidAllowedLastKnown } from "../services/spend-gate";
import { createRooms, type Later, type Rooms } from "./rooms";

/**
 * What services work with, built once per request (or per room call) from config: the database,
 * the KV namespace, the providers config chose, the usage sink, the spend gate and the adventures'
 * rooms. Providers are made on first use, so a request pays only for the ones it touches. The paid
 * ones (OpenAI or Workers AI, Google places and routes) give way, call by call, to the keyless providers config
 * would choose without their keys while the spend gate is closed (the month's budget is spent). The
 * caller's daily caps are asked just before each paid call: a model call counts against the account's
 * MODEL_CALLS_PER_USER_PER_DAY, a request reaching Google Places against PLACE_CALLS_PER_USER_PER_DAY
 * (an account's, or signed out the client address's); past a cap the keyless provider answers.
 */
export interface Deps {
	db: Db;
	kv: KVNamespace;
	/** R2: uploaded images (keys built in worker/services/avatars.ts). */
	bucket: R2Bucket;
	config: AppConfig;
	usage: UsageSink;
	places: PlacesProvider;
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
	/** The month's budget and each account's daily caps on model and place calls (worker/services/spend-gate.ts). */
	spend: SpendGate;
}

/**
 * Whom a request's (or a room call's) paid calls count for, read at the moment of the call (sign-in
 * is known by then): the signed-in account, and the client's address key (`clientKey`) for a caller
 * who is not signed in. Neither (the scheduled Worker): no daily cap applies.
 */
export interface Caller {
	userId: string | null;
	client: string | null;
}

const NOBODY: Caller = { userId: null, client: null };

export function createDeps(
	env: Bindings,
	config: AppConfig,
	usage: UsageSink,
	later: Later,
	caller: () => Caller = () => NOBODY,
): Deps {
	const db = createDb(env);
	const spend = new D1SpendGate(db, config);
	/** The account's daily model-call cap, asked before each model call of the AI features. */
	const modelCall = async () => {
		const { userId } = caller();
		return userId ? (await spend.takeModelCall(userId)).ok : true;
	};
	/** The daily place-call cap of the account, or of the client address signed out, asked before each request to Google. */
	const placeCall = async () => {
		const { userId, client } = caller();
		const key = userId ?? client;
		return key ? spend.takePlaceCall(key) : true;
	};
	const providerDeps = { env, config, usage, mayCall: placeCall };
	const keylessDeps = { env, config: keylessConfig(config), usage };
	const gate: GiveWayGate = { paidAllowed: () => spend.paidAllowed(), lastKnown: paidAllowedLastKnown };
	let places: PlacesProvider | undefined;
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
		get model() {
			if (model === undefined) model = chatModelFor(env, config, { usage });
			return model;
		},
		get llm() {
			if (!llm) {
				const chosen = createLlmProvider(this.model, { usage, mayCall: modelCall });
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
