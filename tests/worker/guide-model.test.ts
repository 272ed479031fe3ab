import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { GUIDE_MODEL_DEADLINE_MS, GUIDE_TURN_TIMEOUT_MS, guideMessages } from "../../domain/guide/guide";
import type { Place } from "../../domain/place/place";
import type { ModelMessage } from "../../worker/providers/llm/chat-model";
import { CatalogPlacesProvider, PlacesUnavailableError } from "../../worker/providers/places";
import { ModelGuide, offlineGuide } from "../../worker/services/guide";
import { askOfContext } from "../../worker/services/guide/ask-of-context";
import { placeFacts } from "../../worker/services/guide/facts/place-facts";
import { AnswerWords } from "../../worker/services/guide/model/answer";
import { isPlaceAsk } from "../../worker/services/guide/model/guide";
import { MAX_TOOL_ROUNDS } from "../../worker/services/guide/model/turn";
import type { GuideContext, GuideDeps } from "../../worker/services/guide/types";
import { guidePlaceId, insertGuidePlaces, londonGuideContext } from "./fixtures/guide-places";
import { ScriptedModel, type Step } from "./scripted-model";

/**
 * The model guide's turn against a scripted ChatModel: the status at once, cards chosen and
 * streamed as soon as a search returns (before the model's next call and its words), the words
 * pulled out of the streamed JSON, two rounds of searches at most, the model's slips recovered, and
 * every failure (an error, a hang, a useless answer, the spending rules) answered by the embedded
 * guide with a calm line.
 */

beforeAll(async () => {
	await insertGuidePlaces();
});

const NHM = guidePlaceId("london-natural-history-museum");
const SCIENCE = guidePlaceId("london-science-museum");

const context = (message: string, fields: Partial<GuideContext> = {}) =>
	londonGuideContext(message, { adventureId: "adv-model", centerSource: "map", ...fields });

const ids = (places: readonly Place[]) => places.map((place) => place.googlePlaceId);

/** A turn's streamed frames and statuses, in one log with the model's calls. */
function run(steps: Step[], options: { deadlineMs?: number; refuse?: "budget" | "user-cap" } = {}) {
	const log: string[] = [];
	const cards: { suggestions: string[]; backups: string[] }[] = [];
	const words: string[] = [];
	let gateAsked = 0;
	const model = new ScriptedModel(steps, log);
	const deps: GuideDeps = {
		places: new CatalogPlacesProvider(env.DB),
		status: (message) => {
			log.push(`status ${message}`);
		},
		cards: (suggestions, backups) => {
			log.push("cards");
			cards.push({ suggestions: ids(suggestions), backups: ids(backups) });
		},
		text: (delta) => {
			log.push("text");
			words.push(delta);
		},
		takeModelCall: async () => {
			gateAsked++;
			return options.refuse ? { ok: false, reason: options.refuse } : { ok: true };
		},
	};
	const guide = new ModelGuide(model, { deadlineMs: options.deadlineMs ?? 5_000 });
	return { guide, model, deps, log, cards, words, gateAsked: () => gateAsked };
}

const answer = (fields: Record<string, unknown> = {}) =>
	JSON.stringify({
		content: "The Natural History Museum has dinosaurs; the Science Museum suits your 9-year-old.",
		state: "responding",
		suggestionPlaceIds: [NHM, SCIENCE],
		backupPlaceIds: [],
		...fields,
	});

/** What the last search result told the model: the places found, and which are shown. */
const told = (messages: ModelMessage[]) =>
	JSON.parse(String(messages.at(-1)?.content)) as {
		places: { id: string }[];
		cards: string[];
		additionalOptions: string[];
	};
const toldCards = (messages: ModelMessage[]) => told(messages).cards;
/** Places the search found that the family does not see. */
const notShown = (messages: ModelMessage[]) => {
	const { places, cards, additionalOptions } = told(messages);
	return places.map((place) => place.id).filter((id) => !cards.includes(id) && !additionalOptions.includes(id));
};

/** A JSON text cut into pieces of `size` characters, as a stream arrives. */
const pieces = (text: string, size: number) => text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];

describe("the model guide's turn", () => {
	it("says its status at once, streams the cards before the model's next call and its words, then the words in order", async () => {
		const final = answer({ backupPlaceIds: null });
		const turn = run([{ search: [{ intent: "find", kinds: ["museum"] }] }, { say: pieces(final, 7) }]);
		const { response, search } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);

		expect(turn.log[0]).toBe("status Thinking about what suits a 4- and a 9-year-old…");
		expect(turn.log.indexOf("call 1")).toBeGreaterThan(0);
		const cardsAt = turn.log.indexOf("cards");
		expect(cardsAt).toBeGreaterThan(turn.log.indexOf("call 1"));
		expect(cardsAt).toBeLessThan(turn.log.indexOf("call 2"));
		expect(cardsAt).toBeLessThan(turn.log.indexOf("text"));
		expect(turn.cards).toHaveLength(1);
		const [shown] = turn.cards;
		expect(shown?.suggestions).toHaveLength(3);
		// The model was told which places the family sees.
		const toolResult = JSON.parse(String(turn.model.calls[1]?.messages.at(-1)?.content)) as {
			places: { id: string }[];
			cards: string[];
			additionalOptions: string[];
		};
		expect(toolResult.cards).toEqual(shown?.suggestions);
		expect(toolResult.additionalOptions).toEqual(shown?.backups);
		expect(toolResult.places.map((place) => place.id)).toEqual(expect.arrayContaining(shown?.suggestions ?? []));

		expect(turn.words.length).toBeGreaterThan(3);
		expect(turn.words.join("")).toBe(response.content);
		// The cards the model stands by, in the order shown; backups it did not list are kept (it listed none).
		expect(ids(response.suggestions)).toEqual(shown?.suggestions.filter((id) => [NHM, SCIENCE].includes(id)));
		expect(ids(response.backupSuggestions)).toEqual(shown?.backups.filter((id) => [NHM, SCIENCE].includes(id)));
		// Museums, as the model asked, indoors as the family's rainy day asked.
		expect(search).toMatchObject({ queries: ["museum", "indoor"] });
		expect(turn.model.calls.map((call) => call.options.json)).toEqual([true, true]);
	});

	it("pulls the words out of JSON whose escapes are split across pieces, and passes plain words on as they are", async () => {
		const content = 'Try the "Science Museum" — it\'s free.\nThen café time 🦕 at \\ the park.';
		const json = JSON.stringify({ content, state: "responding", suggestionPlaceIds: [], backupPlaceIds: [] }).replace(
			"é",
			"\\u00e9",
		);
		const split = json.replace("🦕", "\\ud83e\\udd95");
		// Messages that ask for no places: the first call's words stream (a place ask is searched first).
		const turn = run([{ say: pieces(`\`\`\`json\n${split}\n\`\`\``, 1) }]);
		const { response } = await turn.guide.respond(context("hi"), turn.deps);
		expect(response.content).toBe(content);
		expect(turn.words.join("")).toBe(content);

		// Short words are held until the answer ends (JSON may still follow a line of preamble)…
		const plain = run([{ say: ["Here are ", "some ideas ", "for you."] }]);
		const { response: words } = await plain.guide.respond(context("hi"), plain.deps);
		expect(plain.words).toEqual(["Here are some ideas for you."]);
		expect(words.content).toBe("Here are some ideas for you.");
		// …longer ones stream as they come.
		const sentence =
			"The Science Museum has a free play area for little ones, and the Natural History Museum is next door. ";
		const long = run([{ say: [sentence, sentence, sentence] }]);
		const { response: longAnswer } = await long.guide.respond(context("hi"), long.deps);
		expect(long.words.length).toBeGreaterThan(1);
		expect(long.words.join("")).toBe(`${sentence}${sentence}${sentence}`);
		expect(longAnswer.content).toBe(`${sentence}${sentence}${sentence}`.trim());
	});

	it("leaves out a line of preamble before the JSON answer, in the words and in the answer", async () => {
		const turn = run([
			{ search: [{ intent: "find", kinds: ["museum"] }] },
			{ say: (messages) => `Sure! Here is my answer:\n${answer({ suggestionPlaceIds: toldCards(messages) })}` },
		]);
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(response.content).toBe(JSON.parse(answer()).content);
		expect(turn.words.join("")).toBe(response.content);
		expect(ids(response.suggestions)).toEqual(turn.cards[0]?.suggestions);
	});

	it("drops a card the model leaves out, never adds a place it invents or that was not shown", async () => {
		const turn = run([
			{ search: [{ intent: "find", kinds: ["museum"] }] },
			{
				say: (messages) =>
					answer({
						suggestionPlaceIds: [
							toldCards(messages)[1],
							"ChIJ-invented-by-the-model",
							"The Museum of Imaginary Things",
							// Found by the search, never shown as a card: not added.
							...notShown(messages),
						],
						backupPlaceIds: [],
					}),
			},
		]);
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		const shown = turn.cards[0]?.suggestions ?? [];
		expect(shown).toHaveLength(3);
		expect(notShown(turn.model.calls[1]?.messages ?? []).length).toBeGreaterThan(0);
		expect(ids(response.suggestions)).toEqual([shown[1]]);
		expect(response.backupSuggestions).toEqual([]);
		for (const place of response.suggestions) expect(Number.isFinite(place.latitude)).toBe(true);
	});

	it(`searches ${MAX_TOOL_ROUNDS} rounds at most, then the model must answer`, async () => {
		expect(MAX_TOOL_ROUNDS).toBe(2);
		const turn = run([
			{ search: [{ intent: "find", kinds: ["museum"] }] },
			{ search: [{ intent: "find", kinds: ["park"] }] },
			{ search: [{ intent: "find", kinds: ["zoo"] }] },
			{ say: answer({ suggestionPlaceIds: null, backupPlaceIds: null }) },
		]);
		const { response, search } = await turn.guide.respond(context("Museums and parks"), turn.deps);
		expect(turn.model.calls.map((call) => call.options.toolChoice)).toEqual(["required", "auto", "none", "none"]);
		expect(search?.queries).toEqual(["museum", "park"]);
		// A second round's finds may change the cards: they stream again, and the answer keeps the last shown.
		expect(turn.cards.length).toBeGreaterThanOrEqual(1);
		expect(ids(response.suggestions)).toEqual(turn.cards.at(-1)?.suggestions);
		expect(turn.log.lastIndexOf("cards")).toBeLessThan(turn.log.indexOf("call 3"));
	});

	it("the model's search keeps the family's constraints as the offline guide does: a freezing day is indoors, nothing to book", async () => {
		const turn = run([
			{ search: [{ intent: "find", weather: "cold", needs: ["no-booking"] }] },
			{ say: [answer({ suggestionPlaceIds: [] })] },
		]);
		await turn.guide.respond(context("it's freezing, somewhere we don't have to book"), turn.deps);
		const shown = turn.cards.flatMap((frame) => [...frame.suggestions, ...frame.backups]);
		expect(shown.length).toBeGreaterThan(0);
		const catalog = new CatalogPlacesProvider(env.DB);
		for (const id of shown) {
			const place = await catalog.placeDetails(id);
			const facts = place && placeFacts(place);
			expect(facts?.indoor, id).toBe(true);
			expect(facts?.booking, id).not.toBe("required");
		}
	});

	it("recovers malformed search arguments: a remark after the JSON, slots that do not fit, no object (the family's ask)", async () => {
		const turn = run([
			{
				search: [
					'{"intent": "find", "kinds": ["museum", "castles"]} I will look now',
					'{"kinds": "Playground", "setting": "inside"}',
					'"soft play"',
				],
			},
			{ say: answer({ suggestionPlaceIds: undefined, backupPlaceIds: undefined }) },
		]);
		const { response, search } = await turn.guide.respond(context("somewhere fun in the rain"), turn.deps);
		// Museums (castles is no kind), a playground (one kind as a word; "inside" is no setting), and
		// the family's own ask for the bare string; each kept indoors, as the family's rain asked.
		expect(search?.queries).toEqual(["museum", "indoor", "playground", "indoor", "indoor", "museum"]);
		expect(turn.model.calls).toHaveLength(2);
		const results = turn.model.calls[1]?.messages.filter((message) => message.role === "tool") ?? [];
		expect(results).toHaveLength(3);
		for (const result of results) expect(result.content).not.toContain("error");
		expect(response.suggestions.length).toBeGreaterThan(0);
	});

	it("asks once more after an answer without words, and streams the second answer's words", async () => {
		const turn = run([
			{ search: [{ intent: "find", kinds: ["museum"] }] },
			{ say: '{"state": "responding"}' },
			{ say: (messages) => answer({ suggestionPlaceIds: toldCards(messages.slice(0, -2)) }) },
		]);
		const { response } = await turn.guide.respond(context("museums"), turn.deps);
		expect(turn.model.calls).toHaveLength(3);
		expect(turn.model.calls[2]?.options.toolChoice).toBe("none");
		expect(String(turn.model.calls[2]?.messages.at(-1)?.content)).toMatch(/not valid/);
		expect(turn.words.join("")).toBe(response.content);
		expect(ids(response.suggestions)).toEqual(turn.cards[0]?.suggestions);
	});

	it("a place ask: the first call must search (tool choice required); a message that asks for no places is not made to", async () => {
		const turn = run([
			{ search: [{ intent: "find", kinds: ["museum"] }] },
			{ say: (messages) => answer({ suggestionPlaceIds: toldCards(messages) }) },
		]);
		await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(turn.model.calls.map((call) => call.options.toolChoice)).toEqual(["required", "auto"]);

		for (const message of ["thanks!", "hi", "thanks for the ideas, that's great"]) {
			const chat = run([{ say: "You're welcome, have a lovely day out!" }]);
			const { response } = await chat.guide.respond(context(message), chat.deps);
			expect(chat.model.calls.map((call) => call.options.toolChoice)).toEqual(["auto"]);
			expect(chat.cards).toEqual([]);
			expect(response.content).toBe("You're welcome, have a lovely day out!");
			expect(chat.words.join("")).toBe(response.content);
		}
	});

	it("a model that talks without searching: its words never reach the family; the guide searches, streams real cards, and the model writes about them", async () => {
		const unsearched = "The Invented Playground is a wonderful spot, and Wonky Towers is close by too. ".repeat(3);
		const written = "The Natural History Museum and the Science Museum sit side by side: a dry day out.";
		const turn = run([
			{ say: [unsearched.slice(0, 90), unsearched.slice(90)] },
			{ say: (messages) => answer({ content: written, suggestionPlaceIds: toldCards(messages) }) },
		]);
		const { response, search } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);

		expect(turn.model.calls).toHaveLength(2);
		expect(turn.words.join("")).toBe(written);
		expect(response.content).toBe(written);
		expect(JSON.stringify(turn.model.calls[1]?.messages)).not.toContain("Invented Playground");
		// The guide's own search, as the offline guide would run it, with real places from the catalog.
		const offline = await offlineGuide.respond(context("Museums for a rainy day"), {
			places: new CatalogPlacesProvider(env.DB),
			status: () => {},
		});
		expect(search?.queries).toEqual(offline.search?.queries);
		expect(turn.cards).toHaveLength(1);
		const shown = turn.cards[0]?.suggestions ?? [];
		expect(shown.length).toBeGreaterThan(0);
		expect(turn.log.indexOf("cards")).toBeLessThan(turn.log.indexOf("call 2"));
		expect(toldCards(turn.model.calls[1]?.messages ?? [])).toEqual(shown);
		expect(ids(response.suggestions)).toEqual(shown);
		for (const place of response.suggestions) expect(place.name).not.toMatch(/Invented|Wonky/);
	});

	it("a model that talks without searching, then talks again after the guide's search: no third call, and only searched places are cards", async () => {
		const turn = run([{ say: "Try the Invented Playground!" }, { say: "Try the Invented Playground!" }]);
		const { response } = await turn.guide.respond(context("somewhere to eat near Hyde Park"), turn.deps);
		// The second answer was written after the search: its words stand, and only searched cards are kept.
		expect(turn.model.calls).toHaveLength(2);
		expect(turn.cards.length).toBeGreaterThan(0);
		for (const place of [...response.suggestions, ...response.backupSuggestions]) {
			expect(turn.cards.at(-1)?.suggestions.concat(turn.cards.at(-1)?.backups ?? [])).toContain(place.googlePlaceId);
		}
	});

	it("passes a clarifying answer on without cards", async () => {
		const turn = run([
			{ say: answer({ content: "Indoors or outdoors?", state: "clarifying", suggestionPlaceIds: [NHM] }) },
		]);
		const { response } = await turn.guide.respond(context("hi"), turn.deps);
		expect(response).toEqual({
			content: "Indoors or outdoors?",
			state: "clarifying",
			suggestions: [],
			backupSuggestions: [],
			isClarification: true,
		});
	});
});

describe("the model guide's fallback: the embedded guide, with a calm line", () => {
	const offlineAnswer = async (message: string) =>
		(await offlineGuide.respond(context(message), { places: new CatalogPlacesProvider(env.DB), status: () => {} }))
			.response;

	it("a failing model: the offline answer headed by the calm line, and its cards replace the streamed ones", async () => {
		const turn = run([{ search: [{ intent: "find", kinds: ["zoo"] }] }, { fail: "HTTP 500" }]);
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		const offline = await offlineAnswer("Museums for a rainy day");
		expect(response.content).toBe(`${guideMessages.modelFallback}\n\n${offline.content}`);
		expect(response.content).not.toContain("500");
		expect(ids(response.suggestions)).toEqual(ids(offline.suggestions));
		expect(response.suggestions.length).toBeGreaterThan(0);
		expect(turn.cards).toHaveLength(2);
		expect(turn.cards[1]?.suggestions).toEqual(ids(offline.suggestions));
	});

	it("a model that talks without searching, then fails writing about the guide's cards: the offline answer with the calm line", async () => {
		const turn = run([{ say: "Try the Invented Playground!" }, { fail: "HTTP 500" }]);
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		const offline = await offlineAnswer("Museums for a rainy day");
		expect(turn.model.calls.map((call) => call.options.toolChoice)).toEqual(["required", "auto"]);
		expect(response.content).toBe(`${guideMessages.modelFallback}\n\n${offline.content}`);
		expect(turn.words).toEqual([]);
		// The guide's own cards streamed, then the offline answer's replaced them.
		expect(turn.cards).toHaveLength(2);
		expect(turn.cards[1]?.suggestions).toEqual(ids(offline.suggestions));
		expect(ids(response.suggestions)).toEqual(ids(offline.suggestions));
	});

	it("a model that never answers: the fallback within the deadline, and nothing it says later reaches the family", async () => {
		const turn = run([{ hang: true }], { deadlineMs: 300 });
		const started = Date.now();
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(Date.now() - started).toBeLessThan(1_500);
		expect(response.content.startsWith(guideMessages.modelFallback)).toBe(true);
		expect(response.suggestions.length).toBeGreaterThan(0);
		expect(turn.model.calls[0]?.options.signal?.aborted).toBe(true);
	});

	it("a slow model's words after the deadline are not streamed", async () => {
		// "thanks": a message whose first call's words would stream (a place ask's are held until it searched).
		const turn = run([{ say: answer(), delayMs: 400 }], { deadlineMs: 150 });
		const { response } = await turn.guide.respond(context("thanks"), turn.deps);
		await new Promise((resolve) => setTimeout(resolve, 400));
		expect(response.content.startsWith(guideMessages.modelFallback)).toBe(true);
		expect(turn.words).toEqual([]);
	});

	it("an answer without words twice: the fallback", async () => {
		const turn = run([{ search: [{ intent: "find", kinds: ["museum"] }] }, { say: "" }, { say: '{"content": ' }]);
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(turn.model.calls).toHaveLength(3);
		expect(response.content.startsWith(guideMessages.modelFallback)).toBe(true);
	});

	it("the account's daily cap: no model call, the offline answer with its own calm line", async () => {
		const turn = run([{ say: answer() }], { refuse: "user-cap" });
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(turn.model.calls).toHaveLength(0);
		expect(turn.gateAsked()).toBe(1);
		const offline = await offlineAnswer("Museums for a rainy day");
		expect(response.content).toBe(`${guideMessages.modelDailyCap}\n\n${offline.content}`);
	});

	it("the month's budget spent: no model call, the offline answer as the keyless guide gives it", async () => {
		const turn = run([{ say: answer() }], { refuse: "budget" });
		const { response } = await turn.guide.respond(context("Museums for a rainy day"), turn.deps);
		expect(turn.model.calls).toHaveLength(0);
		expect(response).toEqual(await offlineAnswer("Museums for a rainy day"));
	});

	it("asks the spending rules before every model call", async () => {
		const turn = run([{ search: [{ intent: "find", kinds: ["museum"] }] }, { say: answer() }]);
		await turn.guide.respond(context("museums"), turn.deps);
		expect(turn.gateAsked()).toBe(2);
	});

	it("a places service that does not answer is not 'nothing found': the turn says it cannot reach it", async () => {
		const turn = run([{ search: [{ intent: "find", kinds: ["museum"] }] }, { say: answer() }]);
		const down = new PlacesUnavailableError("the places service did not answer");
		const places = Object.assign(Object.create(turn.deps.places) as CatalogPlacesProvider, {
			search: async () => {
				throw down;
			},
		});
		await expect(turn.guide.respond(context("Museums for a rainy day"), { ...turn.deps, places })).rejects.toBe(down);
		expect(turn.model.calls).toHaveLength(1);
	});

	it("the turn's deadline leaves the chat's own wait time for the embedded guide's answer", () => {
		expect(GUIDE_MODEL_DEADLINE_MS + 10_000).toBeLessThanOrEqual(GUIDE_TURN_TIMEOUT_MS);
	});

	it("the calm lines are family words", () => {
		for (const line of [guideMessages.modelFallback, guideMessages.modelDailyCap]) {
			expect(line).not.toMatch(/provider|model|server|error|budget|API/i);
		}
	});
});

describe("which messages are searched first (places to find, with something to find them by)", () => {
	it.each([
		["Museums for a rainy day", true],
		["pizza?", true],
		["we love dinosaurs", true],
		["Any ideas for tomorrow?", false],
		["What can we do today?", false],
		["any suggestions for the afternoon?", true],
		["thanks!", false],
		["hi", false],
		["thanks for the ideas, great suggestions", false],
		["ok sounds good", false],
		["How long is the flight from New York?", false],
		["outdoors", true],
		["my kids are 4 and 9", true],
		["what's the weather like tomorrow?", false],
	])("%s → %s", (message, expected) => {
		expect(isPlaceAsk(askOfContext(context(message)))).toBe(expected);
	});

	it("a follow-up that changes the last place ask is one too", () => {
		const history = [
			{ role: "user" as const, content: "Museums for a rainy day" },
			{
				role: "assistant" as const,
				content: "Here are three.",
				suggestions: [{ googlePlaceId: "museum-1", name: "Science Museum" } as Place],
			},
		];
		expect(isPlaceAsk(askOfContext(context("anything free?", { history })))).toBe(true);
	});
});

describe("reading a model's slips", () => {
	it("streams the words of a JSON answer whose content is not its first field, and nothing after them", () => {
		const words: string[] = [];
		const stream = new AnswerWords((delta) => words.push(delta));
		for (const piece of [
			'{"state": "responding", "con',
			'tent": "Hi \\',
			'"there\\"',
			'", "suggestionPlaceIds": ["a"]}',
		]) {
			stream.push(piece);
		}
		expect(words.join("")).toBe('Hi "there"');
	});
});
