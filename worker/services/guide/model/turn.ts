import type { Ask } from "../../../../domain/guide/ask";
import type { Place } from "../../../../domain/place/place";
import { PLACE_CATEGORIES } from "../../../../domain/place/vocabulary";
import type {
	ChatModel,
	ModelMessage,
	ModelReply,
	ModelToolCall,
	ModelTurnOptions,
} from "../../../providers/llm/chat-model";
import { LlmError } from "../../../providers/llm/types";
import type { SpendRefusal } from "../../../providers/usage";
import { statusLines } from "../answer/compose";
import { fitOf, hardFiltersOf } from "../offline";
import { askQueries, placesForAsk } from "../search/for-ask";
import type { Origin } from "../search/origin";
import { pickPlaces } from "../search/pick";
import type { Plan } from "../search/plan";
import type { GuideAnswer, GuideContext, GuideDeps, SearchContext } from "../types";
import { AnswerWords, keptPlaces, readModelAnswer } from "./answer";
import { keepFamilyConstraints, readToolAsk } from "./ask";
import { openingMessages } from "./prompt";
import { SEARCH_PLACES_TOOL, toolPlace } from "./tool";

/**
 * The model's side of a turn: the model may search places (`search_places`) for two rounds at
 * most, then must answer. As soon as a round's searches return, the guide chooses the cards from
 * everything found with its own ranking (./pick.ts, for what the family asked) and streams them,
 * before the model is called again; the model is told which places are shown and writes about
 * them, and its words stream as they arrive. Its answer keeps the shown cards it stands by; a place
 * never shown is never added. A clear ask for places is searched before anything is said: the first
 * call must call the tool (toolChoice "required"), and when the model answers anyway, its words are
 * dropped and the guide runs the offline guide's searches for the ask itself, then asks the model
 * to write about the cards. Any failure is thrown (./model-guide.ts answers it).
 */

/** Rounds of searches before the model must answer in words. */
export const MAX_TOOL_ROUNDS = 2;
/** Places one search returns to the model. */
const TOOL_RESULT_LIMIT = 10;
/** Searches run for one round; more asked at once get an empty result. */
const SEARCHES_PER_ROUND = 3;
const MAX_OUTPUT_TOKENS = 1500;
const RETRY_PROMPT =
	'That answer was not valid. Reply with only the JSON object {"content": string, "state": "clarifying" | "responding", "suggestionPlaceIds": string[], "backupPlaceIds": string[]}.';

/** A model call the spending rules refused (the month's budget, or this account's daily cap). */
export class ModelCallRefused extends Error {
	override readonly name = "ModelCallRefused";
	constructor(readonly reason: SpendRefusal) {
		super(`model call refused: ${reason}`);
	}
}

/** What the message asks: the engine's plan of the ask read once (./search/plan.ts, ./origin.ts, ./constraints.ts). */
export interface ModelAsk {
	/** The family's typed ask: every search the model asks for keeps its hard constraints. */
	ask: Ask;
	intent: Plan;
	kidAges: number[];
	origin: Origin;
	/** The distance the family asked for, or the area around them. */
	radiusMeters: number;
	/** "Again", "more": earlier suggestions may come back. */
	repeats: boolean;
	/** A clear ask for places (./model-guide.ts isPlaceAsk): it is searched before the model says anything. */
	placeAsk: boolean;
}

export interface ModelTurnInput {
	model: ChatModel;
	context: GuideContext;
	deps: GuideDeps;
	/** Ends every call when the turn's deadline passes. */
	signal: AbortSignal;
}

/** The cards on the family's screen: the guide's choice from what the searches found. */
interface Shown {
	suggestions: Place[];
	backups: Place[];
}

type ToolChoice = NonNullable<ModelTurnOptions["toolChoice"]>;

/**
 * A place ask the model answered without searching: its words are not passed on (they may name
 * places nobody searched). The guide searches the family's own ask, as a call of the model's own
 * tool, so the model is then told what was found and shown, and writes about that.
 */
const guideSearch = (ask: ModelAsk): ModelToolCall[] => [
	{ id: "call_guide_0", name: SEARCH_PLACES_TOOL.name, arguments: JSON.stringify(ask.ask) },
];

/** Words for the status line: the kinds an ask looks for, else its first search. */
function lookingFor(ask: Ask, query: string | undefined): string {
	const kinds = ask.kinds.map((name) => PLACE_CATEGORIES[name].label);
	return kinds.length > 0 ? kinds.slice(0, 2).join(" and ") : (query ?? "places");
}

const idsOf = (places: readonly Place[]) => places.map((place) => place.googlePlaceId);
const sameIds = (a: readonly Place[], b: readonly Place[]) => idsOf(a).join("\n") === idsOf(b).join("\n");

export async function modelTurn({ model, context, deps, signal }: ModelTurnInput, ask: ModelAsk): Promise<GuideAnswer> {
	const { origin } = ask;
	const skip = new Set([...context.excludeIds, ...(ask.repeats ? [] : (context.suggestedIds ?? []))]);
	const messages: ModelMessage[] = openingMessages(context, ask);
	const found = new Map<string, Place>();
	const queries: string[] = [];
	let shown: Shown = { suggestions: [], backups: [] };

	const call = async (toolChoice: ToolChoice, words: AnswerWords | null): Promise<ModelReply> => {
		const permit = await (deps.takeModelCall?.() ?? { ok: true as const });
		if (!permit.ok) throw new ModelCallRefused(permit.reason);
		const reply = await model.turn(messages, {
			maxOutputTokens: MAX_OUTPUT_TOKENS,
			tools: [SEARCH_PLACES_TOOL],
			toolChoice,
			json: true,
			adventureId: context.adventureId,
			signal,
			...(words ? { onText: (delta: string) => words.push(delta) } : {}),
		});
		if (reply.toolCalls.length === 0) words?.finish();
		return reply;
	};
	let streamed = false;
	const streamWords = () =>
		new AnswerWords((delta) => {
			streamed = true;
			deps.text?.(delta);
		});

	/**
	 * One search the model asked for, as a typed ask: the family's hard constraints kept whatever the
	 * model left out (./model-ask.ts), nothing saved, nothing shown before unless that is all it found. A places service that did not
	 * answer is thrown: nobody looked, so the model must not say nothing was found (the turn falls
	 * back, and says the service is unreachable).
	 */
	const search = async (raw: string): Promise<Place[]> => {
		const wanted = keepFamilyConstraints(readToolAsk(raw, ask.ask), ask.ask);
		const texts = askQueries(wanted, deps.places.kind);
		queries.push(...texts);
		await deps.status(statusLines.looking(lookingFor(wanted, texts[0]), origin.label));
		const places = await placesForAsk(
			wanted,
			{ origin, radiusMeters: ask.radiusMeters, kidAges: ask.kidAges, tripDates: context.tripDates ?? null },
			deps.places,
		);
		const usable = places.filter(
			(place) => !context.excludeIds.has(place.googlePlaceId) && place.googlePlaceId !== origin.placeId,
		);
		const fresh = usable.filter((place) => !skip.has(place.googlePlaceId));
		// Only places suggested before: shown again rather than nothing, so the cards still stream now.
		return (fresh.length > 0 ? fresh : usable).slice(0, TOOL_RESULT_LIMIT);
	};

	let reply: ModelReply;
	for (let round = 0; ; round++) {
		// A place ask is searched first: the model must call the tool, and its words are not streamed
		// until it has (a model that answers anyway, as Workers AI may, is answered by the guide's own search).
		const mustSearch = round === 0 && ask.placeAsk;
		reply = await call(
			round >= MAX_TOOL_ROUNDS ? "none" : mustSearch ? "required" : "auto",
			// Still a streamed call (the same limits), its words held back from the family.
			mustSearch ? new AnswerWords(() => undefined) : streamWords(),
		);
		const own = mustSearch && reply.toolCalls.length === 0;
		if (own) reply = { content: null, toolCalls: guideSearch(ask) };
		if (reply.toolCalls.length === 0 || round >= MAX_TOOL_ROUNDS) break;
		messages.push({ role: "assistant", content: reply.content, toolCalls: reply.toolCalls });
		const results = await Promise.all(
			reply.toolCalls.map((toolCall, index) => (own || index < SEARCHES_PER_ROUND ? search(toolCall.arguments) : [])),
		);
		for (const place of results.flat()) found.set(place.googlePlaceId, place);
		// The cards, chosen now and streamed before the model's next call.
		const fit = fitOf(context, ask.intent, ask.kidAges, origin, ask.radiusMeters);
		const picked = pickPlaces([...found.values()], fit);
		const next = { suggestions: picked.suggestions.map((e) => e.place), backups: picked.backups.map((e) => e.place) };
		if (!sameIds(next.suggestions, shown.suggestions) || !sameIds(next.backups, shown.backups)) {
			shown = next;
			deps.cards?.(shown.suggestions, shown.backups);
		}
		// Each result lists the shown places first, cards then additional options, in the order shown.
		const order = new Map(idsOf([...shown.suggestions, ...shown.backups]).map((id, rank) => [id, rank]));
		const rank = (place: Place) => order.get(place.googlePlaceId) ?? order.size;
		reply.toolCalls.forEach((toolCall, index) => {
			const places = [...(results[index] ?? [])].sort((a, b) => rank(a) - rank(b));
			messages.push({
				role: "tool",
				toolCallId: toolCall.id,
				content: JSON.stringify({
					places: places.map(toolPlace),
					cards: idsOf(shown.suggestions),
					additionalOptions: idsOf(shown.backups),
				}),
			});
		});
		if (found.size > 0) await deps.status(statusLines.picking(found.size));
	}

	let answer = readModelAnswer(reply.content);
	if (!answer) {
		// One more chance, told what was wrong; its words stream only when none did yet.
		messages.push({ role: "assistant", content: reply.content ?? "" }, { role: "user", content: RETRY_PROMPT });
		const again = await call("none", streamed ? null : streamWords());
		answer = readModelAnswer(again.content);
	}
	if (!answer) throw new LlmError("the model answered without words twice");

	const searched: SearchContext | null =
		queries.length > 0
			? {
					center: origin.point,
					radiusMeters: ask.radiusMeters,
					queries,
					categories: ask.intent.categories,
					modifiers: ask.intent.modifiers,
					kidAges: ask.kidAges,
					hard: hardFiltersOf(ask.intent, context),
				}
			: null;
	const clarifying = answer.state === "clarifying";
	return {
		response: {
			content: answer.content,
			state: answer.state,
			suggestions: clarifying ? [] : keptPlaces(shown.suggestions, answer.picks),
			backupSuggestions: clarifying ? [] : keptPlaces(shown.backups, answer.picks),
			isClarification: clarifying,
		},
		search: searched,
	};
}
