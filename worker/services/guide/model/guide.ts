import type { Ask } from "../../../../domain/guide/ask";
import { GUIDE_MODEL_DEADLINE_MS, guideMessages } from "../../../../domain/guide/guide";
import { paceForAges } from "../../../../domain/path/pace-rules";
import type { ChatModel } from "../../../providers/llm/chat-model";
import { destinationName, kidsForStatus } from "../answer/compose";
import { answerPlaceQuestion } from "../answer/place-questions";
import { askOfContext } from "../ask-of-context";
import { agesFor, offlineGuide } from "../offline";
import { originOf, radiusOf } from "../search/origin";
import { planOf } from "../search/plan";
import type { Guide, GuideAnswer, GuideContext, GuideDeps } from "../types";
import { type ModelAsk, ModelCallRefused, modelTurn } from "./turn";

/**
 * An ask the model searches for before it says anything: places to find, with something to find
 * by (a kind, an interest, a filter, the ages); an open "any ideas?" is the model's to ask back.
 */
export const isPlaceAsk = (ask: Ask, kidAges: readonly number[] = []): boolean =>
	ask.intent === "find" && !planOf(ask, kidAges).vague;

/**
 * The guide on a chat model (OpenAI, Workers AI: any ChatModel). Its live status goes out at once;
 * a question about one place is answered from that place's facts, as the offline guide answers it;
 * anything else is the model's turn (./model-turn.ts), within the turn's deadline
 * (GUIDE_MODEL_DEADLINE_MS) and the spending rules (asked before each model call). When the
 * deadline passes, or anything fails, or the spending rules refuse, the embedded guide answers the
 * same context, headed by a calm line (none when the month's budget is spent: the family simply
 * gets the keyless guide), and its cards replace any that streamed. Never the failure's own text,
 * never a hang.
 */
export class ModelGuide implements Guide {
	readonly name = "model";
	private readonly fallback: Guide;
	private readonly deadlineMs: number;

	constructor(
		readonly model: ChatModel,
		options: { fallback?: Guide; deadlineMs?: number } = {},
	) {
		this.fallback = options.fallback ?? offlineGuide;
		this.deadlineMs = options.deadlineMs ?? GUIDE_MODEL_DEADLINE_MS;
	}

	async respond(context: GuideContext, deps: GuideDeps): Promise<GuideAnswer> {
		// The ask the turn read (or, for a context built for one question, read here): never the words again.
		const asked = askOfContext(context);
		const intent = planOf(asked, context.kidAges);
		const kidAges = agesFor(intent, context);
		await deps.status(`Thinking about what suits ${kidsForStatus(kidAges)}…`);
		const aboutAPlace = await answerPlaceQuestion(context, deps);
		if (aboutAPlace) return aboutAPlace;

		// Whatever the model's turn still does after the deadline or a failure reaches nobody.
		let live = true;
		let cardsShown = false;
		const streaming: GuideDeps = {
			...deps,
			status: (message) => (live ? deps.status(message) : undefined),
			cards: (suggestions, backups) => {
				if (!live) return;
				cardsShown = true;
				deps.cards?.(suggestions, backups);
			},
			text: (delta) => {
				if (live) deps.text?.(delta);
			},
		};
		const controller = new AbortController();
		let timer: ReturnType<typeof setTimeout> | undefined;
		const deadline = new Promise<never>((_, reject) => {
			timer = setTimeout(() => reject(new Error(`no answer within ${this.deadlineMs} ms`)), this.deadlineMs);
		});
		const work = (async () => {
			const origin = await originOf(intent, context, streaming);
			const ask: ModelAsk = {
				ask: asked,
				intent,
				kidAges,
				origin,
				radiusMeters: radiusOf(intent, origin, context.zoom, paceForAges(kidAges)),
				repeats: intent.modifiers.includes("again") || intent.modifiers.includes("more"),
				placeAsk: isPlaceAsk(asked, context.kidAges),
			};
			return modelTurn({ model: this.model, context, deps: streaming, signal: controller.signal }, ask);
		})();
		work.catch(() => undefined);
		try {
			return await Promise.race([work, deadline]);
		} catch (error) {
			live = false;
			controller.abort();
			const refusal = error instanceof ModelCallRefused ? error.reason : null;
			if (!refusal) {
				console.warn(
					`guide (${this.model.provider}) fell back for ${destinationName(context.location)}: ${error instanceof Error ? error.message : String(error)}`,
				);
			}
			const line =
				refusal === "budget"
					? null
					: refusal === "user-cap"
						? guideMessages.modelDailyCap
						: guideMessages.modelFallback;
			const answer = await this.fallback.respond(context, {
				places: deps.places,
				status: deps.status,
				routes: deps.routes,
			});
			if (cardsShown) deps.cards?.(answer.response.suggestions, answer.response.backupSuggestions);
			if (!line) return answer;
			// The heading is a note of the draft too, so an answer rendered again keeps it.
			const note = refusal === "user-cap" ? ({ code: "daily-cap" } as const) : ({ code: "model-fallback" } as const);
			return {
				...answer,
				response: { ...answer.response, content: `${line}\n\n${answer.response.content}` },
				...(answer.draft ? { draft: { ...answer.draft, notes: [...answer.draft.notes, note] } } : {}),
			};
		} finally {
			clearTimeout(timer);
		}
	}
}
