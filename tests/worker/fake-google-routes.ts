import { type MockInstance, vi } from "vitest";
import { haversineKm } from "../../domain/geo/geo";

/** One request the fake received, with its body already read. */
export interface RoutesRequest {
	method: string;
	url: URL;
	headers: Headers;
	body: Record<string, unknown>;
}

type Handler = (request: RoutesRequest) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

interface LatLngBody {
	location?: { latLng?: { latitude: number; longitude: number } };
}

const point = (waypoint: LatLngBody | undefined) => {
	const latLng = waypoint?.location?.latLng;
	if (!latLng) throw new Error("waypoint without location.latLng");
	return latLng;
};

/** A known encoded polyline (Google's documentation example) and its points. */
export const SAMPLE_POLYLINE = "_p~iF~ps|U_ulLnnqC_mqNvxq`@";
export const SAMPLE_POINTS = [
	{ lat: 38.5, lng: -120.2 },
	{ lat: 40.7, lng: -120.95 },
	{ lat: 43.252, lng: -126.453 },
];

/**
 * A local stand-in for the Google Routes API on routes.googleapis.com: `fetch` is spied on, calls
 * to that host are recorded and answered in the real API's shapes (other hosts pass through).
 * Distances are great-circle metres × 1.2, durations 1 second per 10 m (so the fake's numbers differ
 * from the embedded estimate's); proto3 JSON leaves zero indices out, as Google does.
 */
export class FakeGoogleRoutes {
	readonly requests: RoutesRequest[] = [];
	private spy: MockInstance<typeof fetch> | null = null;
	private failure: Handler | null = null;

	install(): this {
		const realFetch = globalThis.fetch;
		this.spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const request = new Request(input, init);
			const url = new URL(request.url);
			if (url.host !== "routes.googleapis.com") return realFetch(input, init);
			const text = await request.text();
			const recorded: RoutesRequest = {
				method: request.method,
				url,
				headers: request.headers,
				body: text ? JSON.parse(text) : {},
			};
			this.requests.push(recorded);
			return this.failure ? this.failure(recorded) : this.handle(recorded);
		});
		return this;
	}

	uninstall(): void {
		this.spy?.mockRestore();
		this.spy = null;
	}

	/** Every following call is answered by `handler` (a 500, an empty answer, a network error…). */
	failWith(handler: Handler | null): void {
		this.failure = handler;
	}

	static distance(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
		return Math.round(haversineKm(a, b) * 1000 * 1.2);
	}

	private handle(request: RoutesRequest): Response {
		if (request.method === "POST" && request.url.pathname === "/directions/v2:computeRoutes") {
			const body = request.body as { origin: LatLngBody; destination: LatLngBody; intermediates?: LatLngBody[] };
			const points = [point(body.origin), ...(body.intermediates ?? []).map(point), point(body.destination)];
			const legs = points.slice(1).map((to, i) => {
				const meters = FakeGoogleRoutes.distance(points[i] as typeof to, to);
				return { distanceMeters: meters, duration: `${Math.round(meters / 10)}s` };
			});
			return json({ routes: [{ legs, polyline: { encodedPolyline: SAMPLE_POLYLINE } }] });
		}
		if (request.method === "POST" && request.url.pathname === "/distanceMatrix/v2:computeRouteMatrix") {
			const body = request.body as { origins: { waypoint: LatLngBody }[]; destinations: { waypoint: LatLngBody }[] };
			const elements: Record<string, unknown>[] = [];
			body.origins.forEach((origin, i) => {
				body.destinations.forEach((destination, j) => {
					const meters = FakeGoogleRoutes.distance(point(origin.waypoint), point(destination.waypoint));
					elements.push({
						...(i ? { originIndex: i } : {}),
						...(j ? { destinationIndex: j } : {}),
						status: {},
						...(meters ? { distanceMeters: meters } : {}),
						duration: `${Math.round(meters / 10)}s`,
						condition: "ROUTE_EXISTS",
					});
				});
			});
			// Google streams elements in no particular order.
			return json(elements.reverse());
		}
		return json({ error: { code: 404, message: "Unknown method", status: "NOT_FOUND" } }, 404);
	}
}
