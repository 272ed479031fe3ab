import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { getRouteQueryOptions, useRoute } from "../../web/src/features/paths/api/get-route";
import { useStops } from "../../web/src/features/paths/api/get-stops";
import { useReorderStops } from "../../web/src/features/paths/api/reorder-stops";
import { createQueryClient } from "../../web/src/lib/react-query";
import { json, stubFetch } from "./render";

const route = (mode: string, totalDistanceMeters = 1200) => ({
	pathId: "path-1",
	transportMode: mode,
	provider: "estimate",
	status: "ok",
	legs: [],
	totalDistanceMeters,
	totalDurationSeconds: 900,
	polyline: null,
});

const stop = (id: string, order: number) => ({
	id,
	pathId: "path-1",
	placeId: `place-${id}`,
	order,
	place: { id: `place-${id}`, name: `Place ${id}`, latitude: 51.5, longitude: -0.1 },
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

	it("after a reorder shows the route of the new order, even when storing it is slower than asking", async () => {
		// A server that routes its stored order: the distance names the order it went through.
		let stored = ["a", "b", "c"];
		const distance = () => 1000 + stored.indexOf("c") * 100;
		let store: () => void = () => {};
		const calls = stubFetch({
			"GET /api/paths/path-1/stops": () => json(stored.map((id, i) => stop(id, i + 1))),
			"GET /api/paths/path-1/route": () => json(route("walking", distance())),
			"GET /api/adventures/adv-1/paths": () => json([]),
			"PATCH /api/paths/path-1/reorder": (init) =>
				new Promise<Response>((resolve) => {
					store = () => {
						const body = JSON.parse(String(init?.body)) as { stopOrders: { id: string; order: number }[] };
						stored = [...body.stopOrders].sort((x, y) => x.order - y.order).map((s) => s.id);
						resolve(json({ success: true }));
					};
				}),
		});
		const client = createQueryClient();
		const wrapper = ({ children }: { children: ReactNode }) => (
			<QueryClientProvider client={client}>{children}</QueryClientProvider>
		);
		const { result } = renderHook(
			() => {
				const stops = useStops("path-1");
				const stopKey = (stops.data ?? []).map((s) => s.id).join(",");
				const routed = useRoute("path-1", "walking", stopKey, { enabled: (stops.data?.length ?? 0) >= 2 });
				const reorder = useReorderStops({ adventureId: "adv-1" });
				return { stopKey, routed, reorder };
			},
			{ wrapper },
		);
		await waitFor(() => expect(result.current.routed.data?.totalDistanceMeters).toBe(1200));

		act(() => result.current.reorder.mutate({ pathId: "path-1", stopIds: ["c", "a", "b"] }));
		await waitFor(() => expect(result.current.stopKey).toBe("c,a,b"));
		// While the new order is being stored, the route is not asked for (the server still has the old one).
		await new Promise((resolve) => setTimeout(resolve, 50));
		const routeCalls = () => calls.filter((c) => c.key === "GET /api/paths/path-1/route").length;
		expect(routeCalls()).toBe(1);
		expect(result.current.routed.data?.totalDistanceMeters).toBe(1200);

		await act(async () => store());
		await waitFor(() => expect(result.current.routed.data?.totalDistanceMeters).toBe(1000));
		expect(result.current.routed.isPlaceholderData).toBe(false);
	});
});
