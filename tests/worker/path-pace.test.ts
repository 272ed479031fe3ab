import { beforeAll, describe, expect, it } from "vitest";
import type { PathRoute } from "../../domain/path/path";
import { call, insertAdventure, type SignedIn, signIn } from "./helpers";
import { insertPathWithStops } from "./path-fixtures";

/**
 * A walking leg of a path's route also says how long it takes at the pace of the trip's
 * youngest child. The stops of `insertPathWithStops` are 1 km apart: the estimate walks 1.3 km.
 */

let me: SignedIn;
let viewer: SignedIn;

beforeAll(async () => {
	me = await signIn();
	viewer = await signIn();
});

async function route(url: string, cookie = me.cookie): Promise<PathRoute> {
	const res = await call(url, { headers: { Cookie: cookie } });
	const text = await res.text();
	expect(res.status, text).toBe(200);
	return JSON.parse(text) as PathRoute;
}

const paceOf = (r: PathRoute) => r.legs.map((leg) => [leg.paceMinutes, leg.paceLabel]);

describe("GET /api/paths/{id}/route: walking legs at the family's pace", () => {
	it("a 3-year-old walks 1.3 km in about 30 minutes (2.5 km/h), where an adult's estimate says 17", async () => {
		const adventureId = await insertAdventure(me.user.id, { kidAges: [8, 3] });
		const { pathId } = await insertPathWithStops(adventureId, 3, { transportMode: "walking" });
		const walked = await route(`/api/paths/${pathId}/route`);
		expect(walked.legs[0]?.durationSeconds).toBe(1040);
		expect(paceOf(walked)).toEqual([
			[31, "about 30 min at a 3-year-old's pace"],
			[31, "about 30 min at a 3-year-old's pace"],
		]);
	});

	it("an 8-year-old's pace, and a trip without kids at an adult's", async () => {
		const eight = await insertPathWithStops(await insertAdventure(me.user.id, { kidAges: [8, 11] }), 2, {
			transportMode: "walking",
		});
		expect(paceOf(await route(`/api/paths/${eight.pathId}/route`))).toEqual([
			[22, "about 20 min at an 8-year-old's pace"],
		]);
		const adults = await insertPathWithStops(await insertAdventure(me.user.id, { kidAges: [] }), 2, {
			transportMode: "walking",
		});
		expect(paceOf(await route(`/api/paths/${adults.pathId}/route`))).toEqual([[16, "about 15 min at an adult's pace"]]);
	});

	it("driving legs carry no pace; a walking preview of a driving path does", async () => {
		const adventureId = await insertAdventure(me.user.id, { kidAges: [3] });
		const { pathId } = await insertPathWithStops(adventureId, 2, { transportMode: "driving" });
		const driven = await route(`/api/paths/${pathId}/route`);
		expect(driven.legs[0]).not.toHaveProperty("paceMinutes");
		expect(driven.legs[0]).not.toHaveProperty("paceLabel");
		expect(paceOf(await route(`/api/paths/${pathId}/route?mode=walking`))).toEqual([
			[31, "about 30 min at a 3-year-old's pace"],
		]);
	});

	it("a viewer of a public trip gets them too, signed in or through the public view", async () => {
		const adventureId = await insertAdventure(me.user.id, { kidAges: [3], isPublic: true });
		const { pathId } = await insertPathWithStops(adventureId, 2, { transportMode: "walking" });
		const expected = [[31, "about 30 min at a 3-year-old's pace"]];
		expect(paceOf(await route(`/api/paths/${pathId}/route`, viewer.cookie))).toEqual(expected);
		expect(paceOf(await route(`/api/public/adventures/${adventureId}/paths/${pathId}/route`, ""))).toEqual(expected);
	});
});
