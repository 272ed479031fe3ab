import { describe, expect, it } from "vitest";
import type { LatLng } from "../../domain/geo/geo";
import type { Place } from "../../domain/place/place";
import { PlacesUnavailableError } from "../../worker/providers/places";
import { SearchMemo } from "../../worker/services/guide/search/memo";

/** A conversation's searches kept a few minutes: the same search asked again reads the provider once. */

const LONDON: LatLng = { latitude: 51.5074, longitude: -0.1278 };

function counted(fail = false) {
	const asked: string[] = [];
	return {
		asked,
		provider: {
			kind: "catalog" as const,
			async search(query: string, _near: LatLng, radius: number): Promise<Place[]> {
				asked.push(`${query}@${radius}`);
				if (fail) throw new PlacesUnavailableError("no answer");
				return [{ googlePlaceId: `cat:${query}`, name: query } as Place];
			},
		},
	};
}

describe("the conversation's searches", () => {
	it("are read once while fresh, again after five minutes, and per query, point and reach", async () => {
		let now = 0;
		const memo = new SearchMemo(() => now);
		const { asked, provider } = counted();
		const places = memo.remembering(provider);
		const first = await places.search("museum", LONDON, 5_000);
		now = 60_000;
		expect(await places.search("museum", LONDON, 5_000)).toBe(first);
		await places.search("museum", LONDON, 15_000);
		await memo.remembering(provider).search("park", LONDON, 5_000);
		expect(asked).toEqual(["museum@5000", "museum@15000", "park@5000"]);
		now = 6 * 60_000;
		await places.search("museum", LONDON, 5_000);
		expect(asked.at(-1)).toBe("museum@5000");
		expect(asked).toHaveLength(4);
		memo.forget();
		await places.search("park", LONDON, 5_000);
		expect(asked).toHaveLength(5);
	});

	it("never keep a failure: a search that failed is asked again", async () => {
		const memo = new SearchMemo(() => 0);
		const { asked, provider } = counted(true);
		const places = memo.remembering(provider);
		await expect(places.search("museum", LONDON, 5_000)).rejects.toBeInstanceOf(PlacesUnavailableError);
		await expect(places.search("museum", LONDON, 5_000)).rejects.toBeInstanceOf(PlacesUnavailableError);
		expect(asked).toHaveLength(2);
	});
});
