import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import type { Place } from "../../domain/place/place-rules";
import type { CurrentUser } from "../../domain/user/user";
import type { AdventureWithAccess } from "../../web/src/features/adventures";
import { createQueryClient } from "../../web/src/lib/react-query";

/** Renders with a fresh query client configured like the app's. */
export function renderWithClient(ui: ReactNode) {
	const client = createQueryClient();
	return {
		client,
		...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>),
	};
}

/** A fetch stub answering by "METHOD path"; unknown calls fail the test loudly. */
export function stubFetch(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
	const calls: { key: string; body: unknown; url: URL }[] = [];
	const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = new URL(String(input), "http://localhost");
		const key = `${init?.method ?? "GET"} ${decodeURIComponent(url.pathname)}`;
		calls.push({ key, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
		const handler = routes[key];
		if (!handler) throw new Error(`unexpected fetch ${key}`);
		return handler(init);
	};
	globalThis.fetch = fetchStub as typeof fetch;
	return calls;
}

export const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * A streamed text answer (newline-delimited JSON) whose lines the test sends when it chooses:
 * `send(line)` writes one, `end()` closes the stream.
 */
export function textStream() {
	let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
	const body = new ReadableStream<Uint8Array>({
		start: (c) => {
			controller = c;
		},
	});
	return {
		response: () => new Response(body, { headers: { "Content-Type": "application/x-ndjson; charset=utf-8" } }),
		send: (line: unknown) => controller?.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`)),
		end: () => controller?.close(),
	};
}

/** A whole streamed text answer: these lines, then the end. */
export function textStreamOf(...lines: unknown[]) {
	const stream = textStream();
	for (const line of lines) stream.send(line);
	stream.end();
	return stream.response();
}

/** A signed-in user as `GET /api/auth/user` answers it: no home, no kids, unless `overrides` say so. */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
	return {
		id: "u1",
		firstName: "Ada",
		lastName: "Lovelace",
		email: "ada@example.org",
		profileImageUrl: null,
		isAdmin: false,
		homeLocation: null,
		homeLatitude: null,
		homeLongitude: null,
		numberOfKids: null,
		kidAges: [],
		interestTags: [],
		isLocalWunder: false,
		...overrides,
	};
}

/** An adventure as the workspace's read answers it: the owner's, "Tide Pools", unless `overrides` say so. */
export function anAdventure(overrides: Partial<AdventureWithAccess> = {}): AdventureWithAccess {
	return {
		id: "adv-1",
		title: "Tide Pools",
		description: null,
		location: "Acadia",
		latitude: null,
		longitude: null,
		startDate: "2031-07-01",
		endDate: "2031-07-03",
		numberOfTravelers: 2,
		kidAges: [],
		interests: [],
		tags: [],
		coverImageUrl: null,
		isPublic: false,
		createdAt: "2031-01-01T00:00:00.000Z",
		updatedAt: "2031-01-01T00:00:00.000Z",
		access: "owner",
		stay: null,
		placesCoverage: { coverage: "full", message: null },
		locationType: null,
		...overrides,
	};
}

/** A catalog place, "Maple Park" in London, unless `overrides` say otherwise. */
export function aPlace(overrides: Partial<Place> = {}): Place {
	return {
		googlePlaceId: "cat:fx-park",
		name: "Maple Park",
		latitude: 51.5,
		longitude: -0.12,
		address: "1 Maple Road",
		rating: null,
		userRatingCount: null,
		priceLevel: null,
		types: ["park"],
		category: "nature",
		photoUrl: null,
		photoUrls: [],
		website: null,
		phoneNumber: null,
		openingHours: [],
		familySummary: "A park with swings.",
		pithySummary: null,
		whyKidsLoveIt: null,
		summaryGenerated: false,
		editorialSummary: null,
		businessStatus: null,
		fieldNotes: [],
		ages: null,
		tags: [],
		source: "catalog",
		isValidated: true,
		...overrides,
	};
}

/** A phone-sized window (no media query matches): the map stays unmounted until asked for. Undo with `vi.unstubAllGlobals()`. */
export function stubPhoneWindow() {
	vi.stubGlobal("matchMedia", (query: string) => ({
		matches: false,
		media: query,
		addEventListener: () => {},
		removeEventListener: () => {},
	}));
}
