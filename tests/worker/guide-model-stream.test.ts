import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { guideMessages } from "../../domain/guide/guide";
import type { Place } from "../../domain/place/place";
import { OpenAiChatModel } from "../../worker/providers/llm/openai-chat";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { ModelGuide } from "../../worker/services/guide";
import type { GuideContext, GuideDeps } from "../../worker/services/guide/types";
import type { FakeModelSettings } from "../fake-model/core";
import { INVENTED_PLACE } from "../fake-model/play";
import { FakeOpenAi, text, toolCalls } from "./fake-openai";
import { insertGuidePlaces, londonGuideContext } from "./fixtures/guide-places";

/**
 * The model guide on OpenAI's streamed Chat Completions, against the fake model playing the guide
 * (tests/fake-model): when the cards and the words reach the family against the model's own pace,
 * and what a hanging, dropping or misbehaving model leaves them with.
 */

beforeAll(async () => {
	await insertGuidePlaces();
});

let fake: FakeOpenAi | null = null;
afterEach(() => fake?.uninstall());

const ids = (places: readonly Place[]) => places.map((place) => place.googlePlaceId);
const context = (message: string, fields: Partial<GuideContext> = {}) =>
	londonGuideContext(message, { adventureId: "adv-stream", centerSource: "map", ...fields });

/** A turn on the fake, timed: each frame with its milliseconds since the turn began. */
function turnOnFake(
	settings: Partial<FakeModelSettings>,
	options: { deadlineMs?: number; refuse?: boolean; firstTokenMs?: number } = {},
) {
	fake = new FakeOpenAi(undefined, undefined, { whenIdle: "play", ...settings }).install();
	const model = new OpenAiChatModel(
		{ apiKey: fake.apiKey, model: "gpt-4o-mini", baseUrl: fake.baseUrl },
		{ usage: { record: () => undefined }, limits: { firstTokenMs: options.firstTokenMs ?? 10_000 } },
	);
	const guide = new ModelGuide(model, { deadlineMs: options.deadlineMs ?? 10_000 });
	const started = Date.now();
	const at = () => Date.now() - started;
	const frames = {
		status: [] as number[],
		cards: [] as { at: number; suggestions: string[] }[],
		words: [] as { at: number; delta: string }[],
	};
	const deps: GuideDeps = {
		places: new CatalogPlacesProvider(env.DB),
		status: () => {
			frames.status.push(at());
		},
		cards: (suggestions) => {
			frames.cards.push({ at: at(), suggestions: ids(suggestions) });
		},
		text: (delta) => {
			frames.words.push({ at: at(), delta });
		},
		takeModelCall: async () => (options.refuse ? { ok: false, reason: "user-cap" } : { ok: true }),
	};
	return { guide, deps, frames, started, at, fake };
}

describe("the model guide, streamed from the fake model", () => {
	// The order of what the family sees; the times themselves (status ≤ 100 ms, first card ≤ 2.2 s,
	// answer ≤ the model's time + 300 ms) are `npm run bench`'s, measured in Chromium on a quiet machine.
	it("a 2 s first token: status before the model is asked, the cards before its second call, words while it speaks", async () => {
		const turn = turnOnFake({ firstTokenMs: 2_000, perTokenMs: 2 });
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);

		const [first, second] = turn.fake.requests;
		expect(turn.fake.requests).toHaveLength(2);
		const sent = (at: number | undefined) => turn.started + (at ?? Number.POSITIVE_INFINITY);
		// The live status goes out before the model is even asked.
		expect(sent(turn.frames.status[0])).toBeLessThanOrEqual(first?.receivedAt ?? 0);
		expect(turn.frames.cards).toHaveLength(1);
		const cards = turn.frames.cards[0];
		// The cards went out before the model's second call, so they never wait for its words.
		expect(sent(cards?.at)).toBeLessThanOrEqual(second?.receivedAt ?? 0);
		// The words come while the model is still writing, not after it finished.
		expect(sent(turn.frames.words[0]?.at)).toBeLessThan(second?.endAt ?? 0);
		expect(turn.frames.words[0]?.at).toBeGreaterThan(cards?.at ?? 0);
		expect(turn.frames.words.length).toBeGreaterThan(3);
		expect(turn.frames.words.map((frame) => frame.delta).join("")).toBe(response.content);
		// The fake model, playing the guide, stands by the cards it was shown first.
		expect(ids(response.suggestions)).toEqual(cards?.suggestions);
	}, 15_000);

	it("a model that sends nothing after its headers: the call's first-token limit, then the embedded guide's answer with the calm line", async () => {
		const turn = turnOnFake({}, { firstTokenMs: 500 });
		turn.fake.answer({ kind: "hang", afterHeaders: true });
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(turn.at()).toBeLessThan(2_000);
		expect(response.content.startsWith(`${guideMessages.modelFallback}\n\n`)).toBe(true);
		expect(response.suggestions.length).toBeGreaterThan(0);
	});

	it("a model that hangs past a short deadline: the fallback by then", async () => {
		const turn = turnOnFake({}, { deadlineMs: 400 });
		turn.fake.answer({ kind: "hang" });
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(turn.at()).toBeLessThan(1_500);
		expect(response.content.startsWith(guideMessages.modelFallback)).toBe(true);
	});

	it("a stream cut off mid-answer: the embedded guide's answer, its cards replacing the streamed ones", async () => {
		const turn = turnOnFake({});
		turn.fake.answer({ kind: "play" }, { kind: "drop", afterTokens: 3 });
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(response.content.startsWith(guideMessages.modelFallback)).toBe(true);
		expect(turn.frames.cards).toHaveLength(2);
		expect(turn.frames.cards[1]?.suggestions).toEqual(ids(response.suggestions));
	});

	it("malformed tool arguments: the family's own ask is searched, and the answer has cards", async () => {
		const turn = turnOnFake({});
		turn.fake.answer({ kind: "malformed_tool_args" });
		const { response, search } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(search?.queries).toEqual(["museum", "indoor"]);
		expect(response.content).not.toContain(guideMessages.modelFallback);
		expect(response.suggestions.length).toBeGreaterThan(0);
		expect(turn.fake.requests).toHaveLength(2);
	});

	it("a place the model invents is dropped, never shown", async () => {
		const turn = turnOnFake({});
		turn.fake.answer({ kind: "play" }, { kind: "unknown_places" });
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		const shown = [...response.suggestions, ...response.backupSuggestions];
		expect(shown.map((place) => place.name)).not.toContain("The Invented Playground");
		expect(ids(shown)).not.toContain("fake-invented-place");
		for (const id of ids(response.suggestions)) expect(turn.frames.cards[0]?.suggestions).toContain(id);
	});

	it("a place ask sends tool_choice required first; 'thanks!' is not forced", async () => {
		const turn = turnOnFake({});
		await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(turn.fake.requests.map((request) => request.body.tool_choice)).toEqual(["required", "auto"]);

		turn.fake.model.reset();
		turn.fake.answer(text("You're welcome, have a lovely day out!"));
		const { response } = await turn.guide.respond(context("thanks!"), turn.deps);
		expect(turn.fake.requests.map((request) => request.body.tool_choice)).toEqual(["auto"]);
		expect(response.content).toBe("You're welcome, have a lovely day out!");
	});

	it("a model that answers a place ask in words without searching: real searched cards, and words written about them", async () => {
		const turn = turnOnFake({});
		turn.fake.answer(
			text(`${INVENTED_PLACE.name} is perfect on a rainy day, and the Museum of Wonky Things is next door.`),
		);
		const { response, search } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);

		// The words were not passed on; the guide searched, showed the cards, and the model (playing) wrote about them.
		expect(turn.fake.requests).toHaveLength(2);
		expect(JSON.stringify(turn.fake.requests[1]?.body.messages)).not.toContain(INVENTED_PLACE.name);
		expect(search?.queries.length).toBeGreaterThan(0);
		expect(turn.frames.cards).toHaveLength(1);
		const shown = turn.frames.cards[0]?.suggestions ?? [];
		expect(shown.length).toBeGreaterThan(0);
		expect(ids(response.suggestions)).toEqual(shown);
		const words = turn.frames.words.map((frame) => frame.delta).join("");
		expect(words).toBe(response.content);
		expect(response.content).not.toContain(INVENTED_PLACE.name);
		expect(response.content).not.toContain("Wonky");
		expect(response.content).toContain(response.suggestions[0]?.name);
		expect(response.content).not.toContain(guideMessages.modelFallback);
	});

	it("two rounds of searches at most, even when the model asks for a third", async () => {
		const turn = turnOnFake({});
		const search = toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["museum"] } });
		turn.fake.answer(search, search, search);
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(turn.fake.requests.map((request) => request.body.tool_choice)).toEqual(["required", "auto", "none", "none"]);
		expect(response.content.length).toBeGreaterThan(0);
	});

	it("the account's daily cap: the embedded guide answers and no request reaches the model", async () => {
		const turn = turnOnFake({}, { refuse: true });
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(turn.fake.requests).toHaveLength(0);
		expect(response.content.startsWith(`${guideMessages.modelDailyCap}\n\n`)).toBe(true);
		expect(response.suggestions.length).toBeGreaterThan(0);
	});
});
