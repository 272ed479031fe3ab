import type { LatLng } from "../../../domain/geo/geo";
import type { Ask } from "../../../domain/guide/ask";
import {
	GUIDE_OPENING_TRIGGER,
	type GuideChatMessage,
	type GuideResponse,
	type GuideState,
	guideMessages,
} from "../../../domain/guide/guide";
import type { ChangeTopic } from "../../../domain/live/protocol";
import type { DayPlanProposal } from "../../../domain/path/day-plan-rules";
import { coverageMessages, placesCoverage } from "../../../domain/place/coverage";
import type { Place } from "../../../domain/place/place";
import { savedPlaceIds } from "../../db/places";
import type { Deps } from "../../lib/deps";
import { PlacesUnavailableError } from "../../providers/places";
import { OPEN_GATE, type SpendGate } from "../../providers/usage";
import { storedPlace } from "../places";
import { listSavedPlaces } from "../saved-places";
import { composeOpening } from "./answer/compose";
import { type Draft, placesNamed } from "./answer/draft";
import { redraftWithReplacement } from "./answer/replace";
import { findReplacement, replyAfterReplacement } from "./answer/try-another";
import { answerSplitOffer, oneDayTurn, planDaysTurn } from "./days/plan-chat";
import { tripHasTransit } from "./days/services";
import { guideCenter } from "./index";
import { type CommandDeps, runGuideCommand } from "./paths/commands";
import { destinationPlaceNames, type TripPlaceName } from "./trip-places";
import type {
	Guide,
	GuideAnswer,
	GuideContext,
	GuideDeps,
	RoomAdventure,
	RoomChatInput,
	RoomReplaceInput,
	SearchContext,
} from "./types";
import { type Conversation, type TripFacts, understand } from "./understand";

/**
 * One turn of the guide's conversation, run by the adventure's room: the opening greeting, a chat
 * command (create / add to path) or the guide's answer, built from the family's whole context; and
 * 'Try another suggestion'. It knows no HTTP and no Durable Object: the room hands it its
 * conversation store and what it works with.
 */

/** What an assistant message keeps besides its text. */
export interface StoredAnswer {
	state: GuideState;
	isClarification: boolean;
	suggestions: Place[];
	backupSuggestions: Place[];
	createdPathId?: string;
	/** Where the answer's places were searched, for 'Try another suggestion'. */
	search?: SearchContext | null;
	/** "Plan our days": the proposal the answer offered, shown again after a reload. */
	dayPlan?: DayPlanProposal;
	/** "Shall I split it?": the places of the too-long day a "yes" splits. */
	offer?: { split: string[] };
	/** The ask this answer answered: the conversation carries it to the next turn (absent in rows stored before). */
	ask?: Ask;
	/** What the answer says, as data: 'Try another suggestion' changes it and renders it again. */
	draft?: Draft | null;
}

/** A stored answer with its id, for rewording it after a replacement. */
export interface StoredAnswerRow {
	id: string;
	content: string;
	answer: StoredAnswer;
}

/** The conversation as the room keeps it (its SQLite table); since the last reset, oldest first. */
export interface ConversationStore {
	/** The newest `limit` messages, oldest first (the store's whole keep when no limit). */
	messages(limit?: number): GuideChatMessage[];
	/** The newest `limit` answers, newest first. */
	answers(limit?: number): StoredAnswerRow[];
	/** Every place the stored answers suggested (cards and additional options). */
	suggestedIds(): Set<string>;
	addUser(content: string, userId: string): void;
	/** Keeps an answer; its id (the message's server id, which the chat response carries). */
	addAnswer(content: string, answer: StoredAnswer): string;
	updateAnswer(id: string, content: string, answer: StoredAnswer): void;
	/** The conversation's current ask, carried from turn to turn; null in a fresh chat. */
	currentAsk(): Ask | null;
	/** Keeps the ask the conversation now stands at (after a turn, or a filter removed). */
	setAsk(ask: Ask): void;
	/** Forgets every message and the current ask; how many messages went. */
	clear(): number;
}

/** What a turn works with: the providers and the adventure's D1, the guide, and the room's voice. */
export interface TurnDeps {
	deps: Pick<Deps, "db" | "places" | "routes">;
	guide: Guide;
	/** The guide's live status for the owner's tabs; null when the work is done. */
	status: (message: string | null) => void;
	/** Tells the adventure's open tabs what a chat command changed. */
	changed: (topic: ChangeTopic) => void;
	/** Streams the guide's cards and words to the owner's tabs as they come (absent: nothing streams). */
	stream?: Pick<GuideDeps, "cards" | "text">;
	/** The spending rules a model guide asks before each model call (absent: OPEN_GATE, no limits). */
	gate?: Pick<SpendGate, "paidAllowed" | "takeModelCall">;
}

/** Earlier messages a guide reads. */
const HISTORY_FOR_GUIDE = 20;
/** Answers whose places "add X to path" may name, and whose search a replacement may reuse. */
const RECENT_ANSWERS = 10;

const reply = (content: string): GuideResponse => ({
	content,
	state: "responding",
	suggestions: [],
	backupSuggestions: [],
	isClarification: false,
});

const placesOf = (answer: StoredAnswer) => [...answer.suggestions, ...answer.backupSuggestions];

/** A turn's answer: the guide's, or a command's or the day planner's (which may offer a split). */
type TurnAnswer = GuideAnswer & { offer?: { split: string[] } };

/** What an answer keeps: its cards, its day plan and offer and, for a search, where it looked. */
const storedAnswer = ({ response, search, offer, draft }: TurnAnswer): StoredAnswer => ({
	state: response.state,
	isClarification: response.isClarification,
	suggestions: response.suggestions,
	backupSuggestions: response.backupSuggestions,
	...(response.createdPathId ? { createdPathId: response.createdPathId } : {}),
	...(response.dayPlan ? { dayPlan: response.dayPlan } : {}),
	...(offer ? { offer } : {}),
	...(draft ? { draft } : {}),
	search,
});

/** The latest answer's places (cards and additional options), which "add X to path" may name. */
function latestSuggestions(store: ConversationStore): Place[] {
	return (
		store
			.answers(RECENT_ANSWERS)
			.map(({ answer }) => placesOf(answer))
			.find((places) => places.length > 0) ?? []
	);
}

/** The cards the guide showed since the conversation began, newest first, each once. */
function cardsShown(store: ConversationStore): Place[] {
	const seen = new Set<string>();
	return store
		.answers()
		.flatMap(({ answer }) => answer.suggestions)
		.filter((place) => !seen.has(place.googlePlaceId) && seen.add(place.googlePlaceId));
}

/** Answers "create path" reads for the places the family just talked about. */
const TALKED_ANSWERS = 3;

/**
 * What the conversation talked about lately, for "create path": the places the family named in this
 * ask and the last asks, and the cards of the guide's last answers. An answer that made a path or a
 * plan ends what was talked about: its places are planned already.
 */
function talkedAboutLately(store: ConversationStore, ask: Ask): CommandDeps["talkedAbout"] {
	const planned = (answer: StoredAnswer) => Boolean(answer.createdPathId || answer.dayPlan);
	const answers = store.answers(TALKED_ANSWERS);
	const end = answers.findIndex(({ answer }) => planned(answer));
	const lately = end === -1 ? answers : answers.slice(0, end);
	const names = (places: Ask["places"]) => places.map((place) => place.name);
	return {
		family: [...lately.flatMap(({ answer }) => names(answer.ask?.places ?? [])), ...names(ask.places)],
		// A drafted answer's places are data: its cards and the places its words name.
		places: lately.flatMap(({ answer }) => [...placesOf(answer), ...(answer.draft ? placesNamed(answer.draft) : [])]),
	};
}

const tripDates = (adventure: RoomAdventure): GuideContext["tripDates"] =>
	adventure.startDate && adventure.endDate ? { start: adventure.startDate, end: adventure.endDate } : null;

/**
 * What the reader knows of the conversation: the ask it carries (the room keeps it; a removed filter
 * stays gone), the last turn's question, the guide's open offer, the last answer's cards in the order shown.
 */
const conversationOf = (carried: Ask | null, last: StoredAnswer | null, recent: readonly Place[]): Conversation => ({
	ask: carried,
	// A question's follow-up ("and for a 15 year old?", "is it free?") carries the question; a find's is the carried ask.
	last: last?.ask && last.ask.intent !== "find" ? last.ask : null,
	clarifying: last?.isClarification ?? false,
	offer: last?.offer ?? null,
	shown: recent.map((place) => ({ id: place.googlePlaceId, name: place.name })),
});

/** What the reader knows of the trip: with the destination's places, which names resolve to. */
const tripFactsOf = (
	adventure: RoomAdventure,
	kidAges: number[],
	saved: readonly Place[],
	today: string,
	places: readonly TripPlaceName[],
): TripFacts => ({
	location: adventure.location,
	kidAges,
	dates: tripDates(adventure) ?? null,
	today,
	saved: saved.map((place) => ({ id: place.googlePlaceId, name: place.name })),
	stay: adventure.stay ? { label: adventure.stay.label } : null,
	places,
});

/** The adventure's own point, when it has one. */
const adventurePoint = (adventure: RoomAdventure): LatLng | null =>
	adventure.latitude !== null && adventure.longitude !== null
		? { latitude: adventure.latitude, longitude: adventure.longitude }
		: null;

/**
 * One chat turn: the opening greeting for GUIDE_OPENING_TRIGGER (the conversation starts afresh),
 * else the family's message read once into an ask (./understand/), carried from the last one, and
 * answered by what it asks: a reply to the guide's offer, a chat command, a plan of the days, one
 * day, or the guide. Live status while it works and null when done. Both messages are stored, the
 * answer with its ask; any failure is answered with the chat failure message (a places service that
 * did not answer, with coverageMessages.unreachable), never thrown.
 */
export async function chatTurn(input: RoomChatInput, store: ConversationStore, turn: TurnDeps): Promise<GuideResponse> {
	const kidAges = input.kidAges?.length ? input.kidAges : input.adventure.kidAges;
	if (input.message === GUIDE_OPENING_TRIGGER) {
		let content: string = guideMessages.greeting;
		try {
			content = composeOpening(input.adventure.location, kidAges, input.adventure.stay?.label ?? null);
		} catch (error) {
			console.warn(`guide opening failed: ${error instanceof Error ? error.message : String(error)}`);
		}
		store.clear();
		const answer: GuideAnswer = { response: reply(content), search: null };
		const messageId = store.addAnswer(content, storedAnswer(answer));
		return { ...answer.response, messageId };
	}

	// The turn's reads of D1 (the saved places; the destination's place names, kept a while) start
	// first: the conversation, which the room keeps in memory, is read while they are on their way.
	const reading = Promise.all([
		input.saved ?? listSavedPlaces(turn.deps.db, input.adventure.id).then((rows) => rows.map((entry) => entry.place)),
		destinationPlaceNames(turn.deps.db, adventurePoint(input.adventure)),
	]);
	// Awaited in the try below; a failure is answered there, never left unhandled.
	reading.catch(() => {});
	const history = store.messages(HISTORY_FOR_GUIDE);
	const recent = latestSuggestions(store);
	const suggested = store.suggestedIds();
	const last = store.answers(1)[0]?.answer ?? null;
	const carried = store.currentAsk();
	store.addUser(input.message, input.userId);
	let answer: TurnAnswer;
	let ask: Ask | null = null;
	try {
		const today = new Date().toISOString().slice(0, 10);
		const [saved, placeNames] = await reading;
		// The family's words are read here, once; everything after works from the ask.
		ask = understand(
			input.message,
			conversationOf(carried, last, recent),
			tripFactsOf(input.adventure, kidAges, saved, today, placeNames),
		);
		const talkedAbout = talkedAboutLately(store, ask);
		answer = await answerTurn(
			input,
			kidAges,
			ask,
			{ history, recent, suggested, last, talkedAbout, saved, today, cards: cardsShown(store) },
			turn,
		);
	} catch (error) {
		console.warn(`guide chat failed: ${error instanceof Error ? error.message : String(error)}`);
		// The places service did not answer: said as it is, not as "nothing found" nor as the chat failing.
		const content = error instanceof PlacesUnavailableError ? coverageMessages.unreachable : guideMessages.chatFailure;
		answer = { response: reply(content), search: null };
	} finally {
		turn.status(null);
	}
	const messageId = store.addAnswer(answer.response.content, { ...storedAnswer(answer), ...(ask ? { ask } : {}) });
	// A search (a new one, or a follow-up changing it) is the conversation's ask from now on; a question,
	// a command or small talk leaves it as it was.
	if (ask?.intent === "find") store.setAsk(ask);
	return { ...answer.response, messageId };
}

async function answerTurn(
	input: RoomChatInput,
	kidAges: number[],
	ask: Ask,
	earlier: {
		history: GuideChatMessage[];
		recent: Place[];
		suggested: Set<string>;
		last: StoredAnswer | null;
		talkedAbout: CommandDeps["talkedAbout"];
		saved: Place[];
		today: string;
		/** The cards the guide showed in this conversation, newest first. */
		cards: Place[];
	},
	{ deps, guide, status, changed, stream, gate = OPEN_GATE }: TurnDeps,
): Promise<TurnAnswer> {
	const { today } = earlier;
	const days = { deps, today, status };
	const split = await answerSplitOffer(ask, input.adventure, earlier.last?.offer ?? null, days);
	if (split) return { response: split, search: null };
	if (ask.intent === "create-path" || ask.intent === "add-to-path") {
		const names = ask.places.map((place) => place.name).join(", ");
		const result = await runGuideCommand(
			ask.intent === "create-path"
				? { kind: "create-path", names }
				: { kind: "add-to-path", names, pathName: ask.path?.name ?? null },
			{
				db: deps.db,
				adventureId: input.adventure.id,
				status,
				recentSuggestions: earlier.recent,
				kidAges,
				stay: input.adventure.stay?.point ?? null,
				trip: tripDates(input.adventure) ?? null,
				today,
				transitAvailable: () => tripHasTransit(deps, input.adventure),
				talkedAbout: earlier.talkedAbout,
			},
		);
		for (const topic of result.changed) changed(topic);
		return { response: result.response, search: null, ...(result.offer ? { offer: result.offer } : {}) };
	}
	const planned = await planDaysTurn(ask, input.adventure, earlier.last?.dayPlan ?? null, days, earlier.cards);
	if (planned) return { response: planned, search: null };
	const oneDay = await oneDayTurn(ask, input.adventure, kidAges, days);
	if (oneDay) return { ...oneDay, search: null };
	const where = guideCenter(input.mapCenter, input.adventure);
	const coverage = placesCoverage(deps.places.kind, where?.center ?? null);
	if (!where || coverage.coverage !== "full") {
		// Nowhere to look, or no provider covering it: said plainly, with what the family can do.
		const gap = coverage.coverage === "full" ? "no-location" : coverage.coverage;
		const content = coverage.message ?? coverageMessages.noLocation;
		return { response: { ...reply(content), coverage: gap }, search: null };
	}
	// A model guide's first call asks the spending rules, whose month is a D1 read (cached a minute per
	// isolate): asked before the model's first request.
	if (guide.name === "model") await gate.paidAllowed();
	const savedPlaces = earlier.saved;
	return guide.respond(
		{
			message: input.message,
			ask,
			adventureId: input.adventure.id,
			location: input.adventure.location,
			kidAges,
			...where,
			zoom: input.mapZoom,
			excludeIds: new Set(savedPlaces.map((place) => place.googlePlaceId)),
			history: earlier.history,
			savedPlaces,
			suggestedIds: earlier.suggested,
			stay: input.adventure.stay ?? null,
			tripDates: tripDates(input.adventure),
		},
		{
			places: deps.places,
			status,
			routes: deps.routes,
			...stream,
			takeModelCall: () => gate.takeModelCall(input.userId),
		},
	);
}

/** The words of the answers before this one, oldest first: a re-rendered answer repeats none of their sentences. */
function answersBefore(store: ConversationStore, id: string): string {
	const answers = store.answers(HISTORY_FOR_GUIDE);
	const at = answers.findIndex((row) => row.id === id);
	return answers
		.slice(at + 1)
		.reverse()
		.map((row) => row.content)
		.join("\n");
}

/** The newest stored answer showing this place. */
function answerHolding(store: ConversationStore, placeId: string): StoredAnswerRow | null {
	return (
		store.answers().find(({ answer }) => placesOf(answer).some((place) => place.googlePlaceId === placeId)) ?? null
	);
}

/** The client's idea of where the suggestions were, when it is a {lat, lng}. */
function clientCenter(context: unknown): { lat: number; lng: number } | null {
	const client = context as { lat?: unknown; lng?: unknown } | null;
	return client && typeof client === "object" && typeof client.lat === "number" && typeof client.lng === "number"
		? { lat: client.lat, lng: client.lng }
		: null;
}

/**
 * 'Try another suggestion': a real place of the same kind near the same centre, none of the places
 * on screen and not saved; the stored answer that held the replaced card gets the new place in its
 * stead, and its text names it. `content` is null when the store no longer holds that answer.
 */
export async function replaceTurn(
	input: RoomReplaceInput,
	store: ConversationStore,
	{ deps, status }: Pick<TurnDeps, "deps" | "status">,
): Promise<{ place: Place | null; content: string | null }> {
	try {
		const [saved, original] = await Promise.all([
			savedPlaceIds(deps.db, input.adventure.id),
			storedPlace(deps.db, input.excludePlaceId),
		]);
		const holder = answerHolding(store, input.excludePlaceId);
		const center =
			clientCenter(input.locationContext) ?? (original ? { lat: original.latitude, lng: original.longitude } : null);
		const replacement = await findReplacement(
			{
				placeType: input.placeType,
				excludePlaceId: input.excludePlaceId,
				excludeIds: new Set([...input.allSuggestedPlaceIds, input.excludePlaceId, ...saved]),
				original,
				search:
					holder?.answer.search ??
					store.answers(RECENT_ANSWERS).find(({ answer }) => answer.search)?.answer.search ??
					null,
				fallbackCenter: guideCenter(center, input.adventure)?.center ?? null,
				kidAges: input.adventure.kidAges,
			},
			{ places: deps.places, status },
		);
		if (!replacement || !holder) return { place: replacement, content: null };
		const swap = (list: Place[]) =>
			list.map((place) => (place.googlePlaceId === input.excludePlaceId ? replacement : place));
		// A drafted answer: its draft changes and is rendered again, never its words read back.
		const redrafted = holder.answer.draft
			? redraftWithReplacement(holder.answer.draft, input.excludePlaceId, replacement, answersBefore(store, holder.id))
			: null;
		const oldName = placesOf(holder.answer).find((place) => place.googlePlaceId === input.excludePlaceId)?.name ?? "";
		// An answer written without a draft (a model's words): its paragraph naming the old place is swapped.
		const content = redrafted?.content ?? replyAfterReplacement(holder.content, oldName, replacement);
		store.updateAnswer(holder.id, content, {
			...holder.answer,
			suggestions: swap(holder.answer.suggestions),
			backupSuggestions: swap(holder.answer.backupSuggestions),
			...(redrafted ? { draft: redrafted.draft } : {}),
		});
		return { place: replacement, content };
	} finally {
		status(null);
	}
}
