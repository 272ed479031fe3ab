import type { ChatCompletionMessageParam, ChatCompletionTool } from "openai/resources/chat/completions";
import { z } from "zod";
import {
	GUIDE_BACKUP_COUNT,
	GUIDE_SUGGESTION_COUNT,
	type GuideResponse,
	guideMessages,
} from "../../../domain/guide/guide";
import { paceForAges } from "../../../domain/path/pace-rules";
import type { Place } from "../../../domain/place/place";
import { PLACE_CATEGORIES } from "../../../domain/place/vocabulary";
import type { OpenAiChat } from "../../providers/llm/openai-chat";
import { guideSystemPrompt } from "../../providers/llm/prompts";
import { destinationName, kidsForStatus, statusLines } from "./compose";
import { brokenConstraint, constraintsOf } from "./constraints";
import { agesFor, hardFiltersOf } from "./offline";
import { originOf, radiusOf } from "./origin";
import { placeFacts } from "./place-facts";
import { answerPlaceQuestion } from "./place-questions";
import { followUp, parseGuideRequest } from "./request";
import type { Guide, GuideAnswer, GuideContext, GuideDeps, SearchContext } from "./types";

/**
 * The Guide AI on OpenAI (or any compatible server): the model gets the family (destination, kids'
 * ages, trip dates, saved places, what was already suggested, where they stay) and what the
 * message asks in constraints (./request.ts), with the conversation; it may call `search_places`
 * (the places provider around where the family stays, else the destination) up to three rounds,
 * whose results already keep the family's hard filters (./constraints.ts), and must end with a JSON answer `{content, state,
 * suggestionPlaceIds, backupPlaceIds}` checked with zod. A malformed answer is asked for once more;
 * a second one (or any provider failure) gets the chat failure message (guideMessages.chatFailure).
 * Suggestions are only places a search returned: ids (or names) the model invents are dropped. Each call's tokens and
 * cost are metered by OpenAiChat.
 */
export class OpenAiGuide implements Guide {
	readonly name = "openai";

	constructor(private readonly chat: OpenAiChat) {}

	async respond(context: GuideContext, deps: GuideDeps): Promise<GuideAnswer> {
		// A question about one place is answered from that place's facts, as the offline guide answers it.
		const aboutAPlace = await answerPlaceQuestion(context, deps);
		return aboutAPlace ?? respondWithOpenAi(this.chat, context, deps);
	}
}

/** Rounds of tool calls before the model must answer. */
export const MAX_TOOL_ROUNDS = 3;
/** Places one tool call returns to the model. */
const TOOL_RESULT_LIMIT = 10;
/** Earlier messages the model sees. */
const HISTORY_LIMIT = 12;

const SEARCH_PLACES_TOOL: ChatCompletionTool = {
	type: "function",
	function: {
		name: "search_places",
		description:
			"Search real places around where the family stays (else the destination's centre). Returns places with their id, name, types, distance, suitable ages, tags and a short family summary. Only places returned here may be suggested.",
		parameters: {
			type: "object",
			properties: {
				query: {
					type: "string",
					description: "What to look for, in a few words: 'museum', 'playground', 'indoor activities', 'pizza'.",
				},
				radiusMeters: {
					type: "integer",
					minimum: 500,
					maximum: 50000,
					description:
						"How far to look, in metres. Omit for the distance the family asked for, or the area around them.",
				},
			},
			required: ["query"],
			additionalProperties: false,
		},
	},
};

const toolArgsSchema = z.object({
	query: z.string().trim().min(1).max(100),
	radiusMeters: z.number().min(500).max(50_000).optional(),
});

/** The final answer the model must give. */
const guideAnswerSchema = z.object({
	content: z.string().trim().min(1).max(4000),
	state: z.enum(["clarifying", "responding"]),
	suggestionPlaceIds: z.array(z.string().max(300)).max(20),
	backupPlaceIds: z.array(z.string().max(300)).max(20),
});
export type ModelGuideAnswer = z.infer<typeof guideAnswerSchema>;

/** Parses the model's final text; null when it is not the JSON answer. */
export function parseModelAnswer(text: string | null | undefined): ModelGuideAnswer | null {
	if (!text) return null;
	const trimmed = text
		.trim()
		.replace(/^```(?:json)?\s*/i, "")
		.replace(/\s*```$/, "");
	try {
		const result = guideAnswerSchema.safeParse(JSON.parse(trimmed));
		return result.success ? result.data : null;
	} catch {
		return null;
	}
}

/** What the model is told about a place: enough to choose and explain, no more. */
function toolPlace(place: Place) {
	const facts = placeFacts(place);
	return {
		id: place.googlePlaceId,
		name: place.name,
		types: place.types.slice(0, 3),
		address: place.address,
		distanceMeters: place.distanceMeters ?? null,
		ages: place.ages,
		tags: place.tags.slice(0, 8),
		rating: place.rating,
		summary: place.pithySummary ?? place.editorialSummary ?? place.familySummary?.slice(0, 200) ?? null,
		whyKidsLoveIt: place.whyKidsLoveIt,
		indoor: facts.indoor,
		free: facts.free,
		booking: facts.booking,
		seasonal: facts.seasonal,
	};
}

const failure = (): GuideResponse => ({
	content: guideMessages.chatFailure,
	state: "responding",
	suggestions: [],
	backupSuggestions: [],
	isClarification: false,
});

/** Resolves the model's ids (or exact names) to places a search returned; anything else is dropped. */
function resolvePlaces(ids: readonly string[], found: ReadonlyMap<string, Place>): Place[] {
	const byName = new Map<string, Place>();
	for (const place of found.values()) byName.set(place.name.trim().toLowerCase(), place);
	const seen = new Set<string>();
	const places: Place[] = [];
	for (const id of ids) {
		const place = found.get(id) ?? byName.get(id.trim().toLowerCase());
		if (!place || seen.has(place.googlePlaceId)) continue;
		seen.add(place.googlePlaceId);
		places.push(place);
	}
	return places;
}

async function respondWithOpenAi(chat: OpenAiChat, context: GuideContext, deps: GuideDeps): Promise<GuideAnswer> {
	const intent = followUp(parseGuideRequest(context.message), context.history, context.message);
	const kidAges = agesFor(intent, context);
	const origin = await originOf(intent, context, deps);
	const where = origin.label;
	const defaultRadius = radiusOf(intent, origin, context.zoom, paceForAges(kidAges));
	const constraints = constraintsOf({ ...intent, messageAges: intent.ages, kidAges, tripDates: context.tripDates });
	const repeatsWanted = intent.modifiers.includes("again") || intent.modifiers.includes("more");
	const skip = new Set([...context.excludeIds, ...(repeatsWanted ? [] : (context.suggestedIds ?? []))]);
	const found = new Map<string, Place>();
	const queries: string[] = [];
	let widest = defaultRadius;

	const messages: ChatCompletionMessageParam[] = [
		{
			role: "system",
			content: guideSystemPrompt({
				location: context.location,
				kidAges,
				messageAges: intent.ages,
				tripDates: context.tripDates ?? null,
				from: { label: where, latitude: origin.point.latitude, longitude: origin.point.longitude },
				savedPlaces: (context.savedPlaces ?? []).map((place) => place.name),
				alreadySuggested: repeatsWanted ? 0 : (context.suggestedIds?.size ?? 0),
				constraints: {
					avoid: intent.avoid.map((name) => PLACE_CATEGORIES[name].label),
					setting: constraints.setting,
					noLoud: constraints.noLoud,
					free: constraints.free,
					cheap: constraints.cheap,
					walking: intent.modifiers.includes("walking"),
					withinMinutes: intent.within?.minutes ?? null,
				},
				suggestionCount: GUIDE_SUGGESTION_COUNT,
				backupCount: GUIDE_BACKUP_COUNT,
			}),
		},
		...context.history
			.slice(-HISTORY_LIMIT)
			.map(
				(message): ChatCompletionMessageParam =>
					message.role === "user"
						? { role: "user", content: message.content }
						: { role: "assistant", content: message.content },
			),
		{ role: "user", content: context.message },
	];
	const call = (toolChoice: "auto" | "none") =>
		chat.complete(messages, {
			maxOutputTokens: 1500,
			tools: [SEARCH_PLACES_TOOL],
			toolChoice,
			responseFormat: { type: "json_object" },
			adventureId: context.adventureId,
		});

	try {
		await deps.status(`Thinking about what suits ${kidsForStatus(kidAges)}…`);
		let text: string | null = null;
		for (let round = 0; ; round++) {
			const completion = await call(round < MAX_TOOL_ROUNDS ? "auto" : "none");
			const message = completion.choices[0]?.message;
			const toolCalls = (message?.tool_calls ?? []).filter((toolCall) => toolCall.type === "function");
			if (toolCalls.length === 0 || round >= MAX_TOOL_ROUNDS) {
				text = message?.content ?? null;
				break;
			}
			messages.push({ role: "assistant", content: message?.content ?? null, tool_calls: toolCalls });
			for (const toolCall of toolCalls) {
				let result: unknown;
				const args = toolArgsSchema.safeParse(
					safeJson(toolCall.function.name === "search_places" ? toolCall.function.arguments : "null"),
				);
				if (!args.success) {
					result = { error: "Call search_places with {query, radiusMeters?}." };
				} else {
					const radius = Math.round(args.data.radiusMeters ?? defaultRadius);
					widest = Math.max(widest, radius);
					queries.push(args.data.query);
					await deps.status(statusLines.looking(args.data.query, where));
					// The same hard filters as the offline guide: the model never sees a place that breaks what the family said.
					const places = (await deps.places.search(args.data.query, origin.point, radius).catch(() => [] as Place[]))
						.filter((place) => !skip.has(place.googlePlaceId) && !brokenConstraint(place, constraints))
						.slice(0, TOOL_RESULT_LIMIT);
					for (const place of places) found.set(place.googlePlaceId, place);
					result = { places: places.map(toolPlace) };
				}
				messages.push({ role: "tool", tool_call_id: toolCall.id, content: JSON.stringify(result) });
			}
			if (found.size > 0) await deps.status(statusLines.picking(found.size));
		}

		let answer = parseModelAnswer(text);
		if (!answer) {
			// One more chance, told exactly what was wrong.
			messages.push(
				{ role: "assistant", content: text ?? "" },
				{
					role: "user",
					content:
						'That answer was not valid. Reply with only the JSON object {"content": string, "state": "clarifying" | "responding", "suggestionPlaceIds": string[], "backupPlaceIds": string[]}.',
				},
			);
			const retry = await call("none");
			answer = parseModelAnswer(retry.choices[0]?.message?.content);
		}
		if (!answer) return { response: failure(), search: null };

		const search: SearchContext | null =
			queries.length > 0
				? {
						center: origin.point,
						radiusMeters: widest,
						queries,
						categories: intent.categories,
						modifiers: intent.modifiers,
						kidAges,
						hard: hardFiltersOf(intent, context),
					}
				: null;
		if (answer.state === "clarifying") {
			return {
				response: {
					content: answer.content,
					state: "clarifying",
					suggestions: [],
					backupSuggestions: [],
					isClarification: true,
				},
				search,
			};
		}
		const picked = resolvePlaces([...answer.suggestionPlaceIds, ...answer.backupPlaceIds], found);
		return {
			response: {
				content: answer.content,
				state: "responding",
				suggestions: picked.slice(0, GUIDE_SUGGESTION_COUNT),
				backupSuggestions: picked.slice(GUIDE_SUGGESTION_COUNT, GUIDE_SUGGESTION_COUNT + GUIDE_BACKUP_COUNT),
				isClarification: false,
			},
			search,
		};
	} catch (error) {
		console.warn(
			`guide (openai) failed for ${destinationName(context.location)}: ${error instanceof Error ? error.message : String(error)}`,
		);
		return { response: failure(), search: null };
	}
}

function safeJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}
