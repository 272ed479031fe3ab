import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Ask, askOf } from "../../domain/guide/ask";
import type { Place } from "../../domain/place/place";
import { WorkersAiChatModel } from "../../worker/providers/llm/workers-ai";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { guideFor } from "../../worker/services/guide";
import { keepFamilyConstraints, readToolAsk } from "../../worker/services/guide/model/ask";
import type { GuideAnswer } from "../../worker/services/guide/types";
import { FakeOpenAi, text, toolCalls } from "./fake-openai";
import { FakeWorkersAi } from "./fake-workers-ai";
import { GUIDE_LONDON_PLACES, guidePlaceId, insertGuidePlaces, londonGuideContext } from "./fixtures/guide-places";

/**
 * Any model fills the same ask: the model guide's `search_places` takes the typed ask (its JSON
 * schema), read leniently; whatever the model asks for, the family's own hard constraints are
 * kept; and every place the search returns (to the model, and as cards) keeps the constraints the
 * model asked for. Checked on OpenAI's HTTP API (the fake model) and on Workers AI (its fake binding).
 */

beforeAll(async () => {
	await insertGuidePlaces();
});

/** The catalog's own tags of the fixture places, by id: what the places are, independent of the guide. */
const TAGS = new Map(GUIDE_LONDON_PLACES.map((place) => [guidePlaceId(place.id), place.tags ?? []]));
const tagsOf = (id: string) => TAGS.get(id) ?? [];

const NHM = guidePlaceId("london-natural-history-museum");
const SCIENCE = guidePlaceId("london-science-museum");
const BRITISH = guidePlaceId("london-british-museum");

const family = (input: Parameters<typeof askOf>[0]) => askOf(input);

describe("reading a model's typed search", () => {
	const fallback = family({ intent: "find", kinds: ["park"], setting: "outdoor" });

	it.each<[string, string, Partial<Ask>]>([
		[
			"typed JSON",
			'{"intent": "find", "kinds": ["museum"], "setting": "indoor"}',
			{ kinds: ["museum"], setting: "indoor" },
		],
		["a remark after it", '{"intent": "find", "kinds": ["zoo"]} Let me look.', { kinds: ["zoo"] }],
		[
			"fenced",
			'```json\n{"intent": "find", "price": {"free": true}}\n```',
			{ price: { free: true, cheap: false, max: null } },
		],
		["no intent (a search is a find)", '{"kinds": ["aquarium"]}', { intent: "find", kinds: ["aquarium"] }],
		["encoded twice", JSON.stringify('{"intent": "find", "kinds": ["beach"]}'), { kinds: ["beach"] }],
		["wrapped in arguments", '{"arguments": {"intent": "find", "needs": ["not-loud"]}}', { needs: ["not-loud"] }],
		["words in capitals", '{"intent": "Find", "setting": "INDOOR"}', { intent: "find", setting: "indoor" }],
		[
			"a number as text",
			'{"intent": "find", "where": {"withinMinutes": "20"}}',
			{ where: { near: null, withinMinutes: 20, mode: null, close: false } },
		],
		["a kind that is none, dropped", '{"intent": "find", "kinds": ["museum", "castles"]}', { kinds: ["museum"] }],
		[
			"a slot that does not fit, left out",
			'{"intent": "find", "setting": "inside", "kinds": ["park"]}',
			{ setting: null, kinds: ["park"] },
		],
		["one kind as a word", '{"intent": "find", "kinds": "playground"}', { kinds: ["playground"] }],
		["an old-style query (no slot of the ask)", '{"query": "museum"}', { intent: "find", kinds: [], words: [] }],
	])("%s", (_name, raw, expected) => {
		expect(readToolAsk(raw, fallback)).toMatchObject(expected);
	});

	it.each([
		["empty", ""],
		["a bare string", '"aquarium"'],
		["a list", '["museum"]'],
		["broken JSON", '{"intent": "find", "kinds": ["muse'],
	])("no object at all (%s): the family's own ask", (_name, raw) => {
		expect(readToolAsk(raw, fallback)).toEqual(fallback);
	});
});

describe("keeping the family's constraints", () => {
	it("keeps every hard constraint the model left out", () => {
		const theirs = family({
			intent: "find",
			setting: "indoor",
			needs: ["not-loud"],
			price: { free: true },
			avoidKinds: ["zoo"],
			avoidWords: ["rides"],
			who: { ages: [4], group: "youngest" },
			where: { withinMinutes: 20, mode: "walk" },
			exclude: [{ name: "Science Museum", id: "sci" }],
		});
		const kept = keepFamilyConstraints(family({ intent: "find", kinds: ["museum"] }), theirs);
		expect(kept).toMatchObject({
			kinds: ["museum"],
			setting: "indoor",
			needs: ["not-loud"],
			price: { free: true },
			avoidKinds: ["zoo"],
			avoidWords: ["rides"],
			who: { ages: [4], group: "youngest" },
			where: { withinMinutes: 20, mode: "walk" },
			exclude: [{ name: "Science Museum", id: "sci" }],
		});
	});

	it("lets the model narrow, never widen", () => {
		const theirs = family({ intent: "find", kinds: ["museum", "aquarium"], setting: "indoor", price: { max: 20 } });
		const model = family({
			intent: "about",
			kinds: ["aquarium", "zoo"],
			setting: "outdoor",
			price: { max: 50, cheap: true },
			needs: ["stroller"],
			avoidKinds: ["themePark"],
		});
		const kept = keepFamilyConstraints(model, theirs);
		expect(kept.intent).toBe("find");
		// A kind among those asked; one they did not ask for is not searched instead.
		expect(kept.kinds).toEqual(["aquarium"]);
		expect(kept.setting).toBe("indoor");
		expect(kept.price).toEqual({ free: false, cheap: true, max: 20 });
		expect(kept.needs).toEqual(["stroller"]);
		expect(kept.avoidKinds).toEqual(["themePark"]);
	});

	it("never searches a kind the family avoids, and searches what they asked when the model names nothing", () => {
		const theirs = family({ intent: "find", kinds: ["park"], words: ["boating"], avoidKinds: ["museum"] });
		expect(keepFamilyConstraints(family({ intent: "find", kinds: ["museum"] }), theirs).kinds).toEqual(["park"]);
		const bare = keepFamilyConstraints(family({ intent: "find", setting: "outdoor" }), theirs);
		expect(bare.kinds).toEqual(["park"]);
		expect(bare.words).toEqual(["boating"]);
		expect(bare.setting).toBe("outdoor");
	});
});

/** Every place the model was told of, and every card, keeps `rule` (checked on the catalog's own tags). */
function expectKept(told: string[], answer: GuideAnswer, rule: (tags: readonly string[]) => boolean) {
	const cards = [...answer.response.suggestions, ...answer.response.backupSuggestions].map(
		(place: Place) => place.googlePlaceId,
	);
	expect(told.length).toBeGreaterThan(0);
	for (const id of [...told, ...cards]) expect(rule(tagsOf(id)), `${id}: ${tagsOf(id).join(", ")}`).toBe(true);
}

const answerJson = JSON.stringify({ content: "Here are some ideas.", state: "responding" });

describe("a typed tool call on OpenAI (the fake model)", () => {
	const fake = new FakeOpenAi();
	beforeEach(() => {
		fake.install();
		fake.requests.length = 0;
	});
	afterEach(() => fake.uninstall());

	const guide = () =>
		guideFor(
			{ openai: { apiKey: fake.apiKey, model: "gpt-4o-mini", baseUrl: fake.baseUrl } },
			{ usage: { record: () => {} } },
		);
	const deps = () => ({ places: new CatalogPlacesProvider(env.DB), status: () => {} });
	/** The places the search's result told the model of. */
	const toldPlaces = () => {
		const result = fake.requests[1]?.body.messages.findLast((message) => message.role === "tool");
		return (JSON.parse(result?.content ?? "{}") as { places: { id: string }[] }).places.map((place) => place.id);
	};

	it("offers the ask's schema as the tool's parameters", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["museum"] } }),
			text(answerJson),
		);
		await guide().respond(londonGuideContext("museums please"), deps());
		const tool = fake.requests[0]?.body.tools?.[0] as unknown as {
			function: { name: string; parameters: { properties: Record<string, unknown>; required: string[] } };
		};
		expect(tool.function.name).toBe("search_places");
		expect(Object.keys(tool.function.parameters.properties)).toEqual(
			expect.arrayContaining(["intent", "kinds", "avoidKinds", "setting", "price", "needs", "who", "where"]),
		);
		expect(tool.function.parameters.properties).not.toHaveProperty("query");
	});

	it("keeps the constraints the model asked for: indoor, free museums only", async () => {
		fake.answer(
			toolCalls({
				name: "search_places",
				arguments: { intent: "find", kinds: ["museum"], setting: "indoor", price: { free: true } },
			}),
			text(answerJson),
		);
		const answer = await guide().respond(londonGuideContext("what should we do tomorrow?"), deps());
		expectKept(toldPlaces(), answer, (tags) => tags.includes("indoor") && tags.includes("free"));
		// The free museums near the centre are what it found; the paid ones were there to be found.
		expect(toldPlaces()).toEqual(expect.arrayContaining([NHM, SCIENCE, BRITISH]));
		expect(toldPlaces()).not.toContain(guidePlaceId("london-london-transport-museum"));
	});

	it("streams cards from places suggested before when a search finds nothing new, rather than none", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["museum"], price: { free: true } } }),
			text(answerJson),
		);
		// A long conversation: every free museum nearby was suggested already.
		const suggestedIds = new Set(GUIDE_LONDON_PLACES.map((place) => guidePlaceId(place.id)));
		const streamed: Place[][] = [];
		const answer = await guide().respond(londonGuideContext("free museums", { suggestedIds }), {
			...deps(),
			cards: (suggestions: Place[]) => {
				streamed.push(suggestions);
			},
		});
		expect(streamed[0]?.length ?? 0).toBeGreaterThan(0);
		expect(answer.response.suggestions.length).toBeGreaterThan(0);
		expectKept(toldPlaces(), answer, (tags) => tags.includes("free"));
	});

	it("keeps the family's own constraint when the model leaves it out", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["museum"] } }),
			text(answerJson),
		);
		// Free was said earlier in the conversation: the message itself no longer says it.
		const ask = family({ intent: "find", kinds: ["museum"], price: { free: true } });
		const answer = await guide().respond(londonGuideContext("more museums please", { ask }), deps());
		expectKept(toldPlaces(), answer, (tags) => tags.includes("free"));
		// Museums, as the model asked: the free ones, not the paid.
		expect(toldPlaces()).toEqual(expect.arrayContaining([NHM, SCIENCE, BRITISH]));
		for (const paid of ["london-london-transport-museum", "london-the-postal-museum", "london-hms-belfast"]) {
			expect(toldPlaces()).not.toContain(guidePlaceId(paid));
		}
	});

	it("keeps it when the model asks for the opposite: outdoors after the family said indoors", async () => {
		fake.answer(
			toolCalls({
				name: "search_places",
				arguments: { intent: "find", kinds: ["zoo", "aquarium"], setting: "outdoor" },
			}),
			text(answerJson),
		);
		const ask = family({ intent: "find", setting: "indoor" });
		const answer = await guide().respond(londonGuideContext("animals, but indoors please", { ask }), deps());
		expectKept(toldPlaces(), answer, (tags) => !tags.includes("outdoor"));
		expect(toldPlaces()).toContain(guidePlaceId("london-sea-life-london-aquarium"));
		expect(toldPlaces()).not.toContain(guidePlaceId("london-zsl-london-zoo"));
	});

	it("the played fake model fills the ask from the family's words, and its search keeps them", async () => {
		fake.model.settings.whenIdle = "play";
		try {
			const answer = await guide().respond(londonGuideContext("free museums for a rainy day"), deps());
			expect(fake.requests[0]?.answer).toBe("play");
			// What it asked for is typed: museums, indoors, free.
			const asked = fake.requests[1]?.body.messages.find((message) => message.role === "assistant")
				?.tool_calls?.[0] as {
				function: { arguments: string };
			};
			expect(JSON.parse(asked.function.arguments)).toMatchObject({
				intent: "find",
				kinds: ["museum"],
				setting: "indoor",
				price: { free: true },
			});
			const told = toldPlaces();
			expectKept(told, answer, (tags) => tags.includes("free") && tags.includes("indoor"));
		} finally {
			fake.model.settings.whenIdle = "repeat-last";
		}
	});
});

describe("a typed tool call on Workers AI", () => {
	it("keeps the constraints the model asked for, and the family's own", async () => {
		const ai = new FakeWorkersAi().answer(
			{
				whole: {
					response: null,
					tool_calls: [{ name: "search_places", arguments: { intent: "find", kinds: ["museum"], setting: "indoor" } }],
				},
			},
			{ whole: { response: answerJson } },
		);
		const model = new WorkersAiChatModel(ai, "@cf/meta/llama-3.3-70b-instruct-fp8-fast", {
			usage: { record: () => {} },
		});
		const guide = guideFor({ openai: null }, { usage: { record: () => {} }, model });
		const ask = family({ intent: "find", price: { free: true } });
		const answer = await guide.respond(londonGuideContext("free things", { ask }), {
			places: new CatalogPlacesProvider(env.DB),
			status: () => {},
		});
		const tools = ai.calls[0]?.inputs.tools as { function: { parameters: { properties: object } } }[];
		expect(tools[0]?.function.parameters.properties).toHaveProperty("kinds");
		const messages = ai.calls[1]?.inputs.messages as { role: string; content: string }[];
		const told = (
			JSON.parse(messages.findLast((message) => message.role === "tool")?.content ?? "{}") as {
				places: { id: string }[];
			}
		).places.map((place) => place.id);
		expectKept(told, answer, (tags) => tags.includes("indoor") && tags.includes("free"));
	});
});
