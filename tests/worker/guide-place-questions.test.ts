import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { EstimateRoutesProvider } from "../../worker/providers/routes/estimate";
import { answerPlaceQuestion } from "../../worker/services/guide/place-questions";
import type { GuideContext } from "../../worker/services/guide/types";
import { insertGuidePlaces, LONDON_CATALOG, LONDON_CENTER } from "./fixtures/guide-places";

const CENTER = { latitude: LONDON_CENTER.lat, longitude: LONDON_CENTER.lng };

beforeAll(async () => {
	await insertGuidePlaces(LONDON_CATALOG);
});

function context(message: string, fields: Partial<GuideContext> = {}): GuideContext {
	return {
		message,
		adventureId: "adv-questions",
		location: "London, UK",
		kidAges: [3, 8],
		center: CENTER,
		centerSource: "adventure",
		adventureCenter: CENTER,
		zoom: 12,
		excludeIds: new Set(),
		history: [],
		...fields,
	};
}

async function ask(message: string, fields: Partial<GuideContext> = {}) {
	const statuses: string[] = [];
	return answerPlaceQuestion(context(message, fields), {
		places: new CatalogPlacesProvider(env.DB),
		routes: new EstimateRoutesProvider(),
		status: (line) => {
			statuses.push(line);
		},
	});
}

describe("dump", () => {
	it("dumps", async () => {
		const out: string[] = [];
		for (const m of [
			"Is the Natural History Museum free? Do we need to book?",
			"How long at the NHM with a 3 year old?",
			"Toilets and baby changing near the Science Museum?",
			"what time does the zoo open",
			"is the London Eye good for a 3 year old?",
			"how far is the Science Museum from the Tower of London, and how long by car / on foot?",
			"how far is the british museum from where we're staying",
			"is the natual history musuem free",
			"is the V&A free?",
			"do we need to book the sky garden",
			"whats the nhm's opening hours",
			"can we take a buggy on the london eye",
			"is the serpentine lido open in april",
			"is the rainforest cafe too loud for a 3yo",
			"is Hamleys busy at weekends?",
			"Is Blorpington Castle free?",
			"museums near the NHM?",
			"somewhere quiet for my 3 year old to nap in the buggy after lunch",
			"my 3 year old is scared of loud noises, anything to avoid?",
			"we're staying in South Kensington – what's within walking distance?",
			"It's going to pour all day Tuesday, what can we do indoors?",
			"indoor play for a rainy day",
			"what's good for a dinosaur fan?",
			"free museums?",
			"how much is the tower of london",
			"Is there food at Kew Gardens?",
			"is the tower of london step free",
		]) {
			const a = await ask(m);
			out.push(
				`Q: ${m}\n${a ? `${a.response.content}\n[cards: ${a.response.suggestions.map((p) => p.name).join(", ")}]` : "NULL"}\n`,
			);
		}
		console.log(out.join("\n"));
		expect(out.length).toBeGreaterThan(0);
	});
});
