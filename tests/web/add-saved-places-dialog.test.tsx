import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { pathMessages } from "../../domain/path/path-rules";
import { Toaster } from "../../web/src/components/ui/toaster";
import type { PathSummary } from "../../web/src/features/paths/api/get-paths";
import { PathDetail } from "../../web/src/features/paths/components/path-detail";
import { EXISTING_PATHS } from "./day-plan-fixtures";
import { aPlace, json, renderWithClient, stubFetch } from "./render";

/** Several saved places join a path in one dialog, in the order they were ticked. */

const TRIP = { startDate: "2031-07-01", endDate: "2031-07-03" };

const PATH = {
	...EXISTING_PATHS[0],
	id: "path-1",
	name: "Museum morning",
	title: "Museum morning",
} as PathSummary;

const park = aPlace({ googlePlaceId: "cat:park", name: "Maple Park" });
const museum = aPlace({ googlePlaceId: "cat:museum", name: "Toy Museum", address: "2 Toy Street" });
const zoo = aPlace({ googlePlaceId: "cat:zoo", name: "City Zoo", address: "3 Zoo Lane" });
const cafe = aPlace({ googlePlaceId: "cat:cafe", name: "Corner Cafe", address: "4 Cafe Row" });

const stopOf = (place: ReturnType<typeof aPlace>, order: number) => ({
	id: `stop-${place.googlePlaceId}`,
	pathId: "path-1",
	order,
	placeId: place.googlePlaceId,
	place,
	createdAt: "2031-01-01T00:00:00.000Z",
});

const saved = [park, museum, zoo, cafe].map((place, i) => ({
	id: `saved-${i}`,
	createdAt: "2031-01-01T00:00:00.000Z",
	intentCategory: "general",
	place,
}));

/** The path detail of "Museum morning" (Maple Park on it); `refusal` is what the add call answers, else it adds. */
function renderDetail(refusal: Response | null = null) {
	let stops = [stopOf(park, 1)];
	const calls = stubFetch({
		"GET /api/paths/path-1/stops": () => json(stops),
		"GET /api/saved-places": () => json(saved),
		"GET /api/adventures/adv-1/paths": () => json([PATH]),
		"POST /api/paths/path-1/stops/many": (init) => {
			if (refusal) return refusal;
			const ids = (JSON.parse(String(init?.body)) as { googlePlaceIds: string[] }).googlePlaceIds;
			const added = ids.map((id, i) => stopOf([museum, zoo, cafe].find((p) => p.googlePlaceId === id) ?? park, i + 2));
			stops = [...stops, ...added];
			return json({ stops: added }, 201);
		},
	});
	renderWithClient(
		<>
			<PathDetail adventureId="adv-1" path={PATH} trip={TRIP} readOnly={false} onBack={() => {}} />
			<Toaster />
		</>,
	);
	return { calls, user: userEvent.setup() };
}

/** The number shown beside each ticked place, by place name. */
function pickNumbers(dialog: HTMLElement): Record<string, string> {
	const shown: Record<string, string> = {};
	for (const box of within(dialog).getAllByRole("checkbox")) {
		const label = box.closest("label");
		const number = label?.querySelector("[data-testid=pick-order]");
		const name = label?.querySelector(".font-semibold")?.textContent ?? "";
		if (number) shown[name] = (number.textContent ?? "").replace("picked ", "");
	}
	return shown;
}

describe("Add saved places", () => {
	it("numbers the places in the order they are ticked and sends them in that order, in one call", async () => {
		const { calls, user } = renderDetail();
		await user.click(await screen.findByRole("button", { name: "Add saved places" }, { timeout: 5000 }));
		const dialog = await screen.findByRole("dialog", { name: "Add saved places" });
		// The place already on the path is shown, ticked and unavailable.
		const parkBox = await within(dialog).findByRole("checkbox", { name: /Maple Park/ });
		expect((parkBox as HTMLInputElement).disabled).toBe(true);
		expect(within(dialog).getByText("Already on it")).toBeTruthy();

		await user.click(within(dialog).getByRole("checkbox", { name: /City Zoo/ }));
		await user.click(within(dialog).getByRole("checkbox", { name: /Toy Museum/ }));
		await user.click(within(dialog).getByRole("checkbox", { name: /Corner Cafe/ }));
		expect(pickNumbers(dialog)).toEqual({ "City Zoo": "1", "Toy Museum": "2", "Corner Cafe": "3" });
		// Unticking closes the gap; ticking again puts the place last.
		await user.click(within(dialog).getByRole("checkbox", { name: /City Zoo/ }));
		expect(pickNumbers(dialog)).toEqual({ "Toy Museum": "1", "Corner Cafe": "2" });
		await user.click(within(dialog).getByRole("checkbox", { name: /City Zoo/ }));
		expect(pickNumbers(dialog)).toEqual({ "Toy Museum": "1", "Corner Cafe": "2", "City Zoo": "3" });

		await user.click(within(dialog).getByRole("button", { name: "Add 3 places" }));
		const posts = calls.filter((c) => c.key === "POST /api/paths/path-1/stops/many");
		expect(posts.map((c) => c.body)).toEqual([{ googlePlaceIds: ["cat:museum", "cat:cafe", "cat:zoo"] }]);
		expect(calls.some((c) => c.key === "POST /api/paths/path-1/stops")).toBe(false);
		expect(await screen.findByText("3 places added to path!")).toBeTruthy();
		expect(screen.getByText("Toy Museum, Corner Cafe and City Zoo joined Museum morning.")).toBeTruthy();
		expect(screen.queryByRole("dialog", { name: "Add saved places" })).toBeNull();
	});

	it("a refusal keeps the dialog open and says why, in the server's words", async () => {
		const { user } = renderDetail(json({ error: pathMessages.tooManyStops }, 400));
		await user.click(await screen.findByRole("button", { name: "Add saved places" }, { timeout: 5000 }));
		const dialog = await screen.findByRole("dialog", { name: "Add saved places" });
		await user.click(await within(dialog).findByRole("checkbox", { name: /City Zoo/ }));
		await user.click(within(dialog).getByRole("button", { name: "Add 1 place" }));
		expect(await screen.findByText(pathMessages.tooManyStops)).toBeTruthy();
		expect(screen.getByRole("dialog", { name: "Add saved places" })).toBeTruthy();
	});

	it("a guest's read-only view offers no such button", async () => {
		stubFetch({ "GET /api/paths/path-1/stops": () => json([stopOf(park, 1)]) });
		renderWithClient(<PathDetail adventureId="adv-1" path={PATH} trip={TRIP} readOnly onBack={() => {}} />);
		expect(await screen.findByText("Maple Park", {}, { timeout: 5000 })).toBeTruthy();
		expect(screen.queryByRole("button", { name: "Add saved places" })).toBeNull();
	});
});
