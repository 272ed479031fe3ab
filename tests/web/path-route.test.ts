import { describe, expect, it } from "vitest";
import { getRouteQueryOptions } from "../../web/src/features/paths/api/get-route";
import { createQueryClient } from "../../web/src/lib/react-query";
import { json, stubFetch } from "./render";

const route = (mode: string) => ({
	pathId: "path-1",
	transportMode: mode,
	provider: "estimate",
	status: "ok",
	legs: [],
	totalDistanceMeters: 1200,
	totalDurationSeconds: 900,
	polyline: null,
});

describe("path route query", () => {
	it("asks for the route of the mode it is cached under", async () => {
		const calls = stubFetch({
			"GET /api/paths/path-1/route": () => json(route("walking")),
		});
		const client = createQueryClient();
		await client.fetchQuery(getRouteQueryOptions("path-1", "walking", "a,b"));
		await client.fetchQuery(getRouteQueryOptions("path-1", "cycling", "a,b"));
		expect(calls.map((call) => call.url.searchParams.get("mode"))).toEqual(["walking", "cycling"]);
	});
});
