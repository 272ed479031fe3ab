import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PathsTab } from "../../web/src/features/paths";
import { json, renderWithClient, stubFetch } from "./render";

/** 6–10 April 2026, Monday to Friday. */
const TRIP = { startDate: "2026-04-06", endDate: "2026-04-10" };

const place = (n: number) => ({
	id: `p${n}`,
	name: `Place ${n}`,
	address: `${n} High St`,
	latitude: 51.5,
	longitude: -0.1,
});

const aPath = (id: string, name: string, date: string | null, mode: string, stops: number) => ({
	id,
	adventureId: "adv-1",
	name,
	title: name,
	description: null,
	transportMode: mode,
	transportType: mode,
	estimatedDuration: null,
	colourIndex: 0,
	colour: "#2563EB",
	stopCount: stops,
	date,
	modeAuto: false,
	createdAt: "2026-01-01T00:00:00.000Z",
	updatedAt: "2026-01-01T00:00:00.000Z",
	stops: Array.from({ length: stops }, (_, i) => ({
		id: `${id}-s${i}`,
		pathId: id,
		order: i + 1,
		placeId: `p${i}`,
		place: place(i),
	})),
});

/** A route of 800 m legs: walking at an adult's 10 min each (19 at the 3-year-old's pace, as the server says), driving 2 min each. */
const routeOf = (path: ReturnType<typeof aPath>) => () => {
	const walking = path.transportMode === "walking";
	const legs = path.stops.slice(1).map((to, i) => ({
		fromStopId: path.stops[i]?.id,
		toStopId: to.id,
		distanceMeters: 800,
		durationSeconds: walking ? 600 : 120,
		...(walking ? { paceMinutes: 19, paceLabel: "about 20 min at a 3-year-old's pace" } : {}),
	}));
	return json({
		pathId: path.id,
		transportMode: path.transportMode,
		provider: "estimate",
		status: "ok",
		legs,
		totalDistanceMeters: legs.length * 800,
		totalDurationSeconds: legs.reduce((s, l) => s + l.durationSeconds, 0),
		polyline: null,
	});
};

const MUSEUMS = aPath("path-1", "South Kensington museums", "2026-04-07", "walking", 3);
const ZOO = aPath("path-2", "Zoo", "2026-04-07", "driving", 2);
const PARKS = aPath("path-3", "Parks", "2026-04-06", "walking", 1);
const RAINY = aPath("path-4", "Rainy day ideas", null, "transit", 0);

function Tab() {
	const [open, setOpen] = useState<string | null>(null);
	return <PathsTab adventureId="adv-1" trip={TRIP} readOnly={false} openPathId={open} onOpenPath={setOpen} />;
}

function stubPaths(extra: Parameters<typeof stubFetch>[0] = {}) {
	return stubFetch({
		"GET /api/adventures/adv-1/paths": () => json([RAINY, MUSEUMS, ZOO, PARKS]),
		"GET /api/paths/path-1/route": routeOf(MUSEUMS),
		"GET /api/paths/path-2/route": routeOf(ZOO),
		...extra,
	});
}

describe("the Paths tab by day", () => {
	it("a section per day in date order, then the undated paths; each day says its date, stops, distance and time", async () => {
		stubPaths();
		renderWithClient(<Tab />);
		const list = await screen.findByRole("list", { name: "Paths" }, { timeout: 5000 });
		const headings = within(list).getAllByRole("heading", { level: 3 });
		expect(headings.map((h) => h.textContent)).toEqual([
			"Day 1 · Mon 6 Apr",
			"Day 2 · Tue 7 Apr",
			"Not planned for a day yet",
		]);
		const day2 = screen.getByRole("region", { name: "Day 2 · Tue 7 Apr" });
		expect(
			within(day2)
				.getAllByRole("button")
				.map((b) => b.textContent),
		).toEqual(["South Kensington museumsWalking · 3 stops", "ZooDriving · 2 stops"]);
		// 3 + 2 stops; 1.6 km walked at the 3-year-old's pace (2 × 19 min) plus 0.8 km driven (2 min).
		expect(await within(day2).findByText("5 stops · 2.4 km · 40 min")).toBeTruthy();
		// A day whose one path has a single stop: no route, its stops only.
		expect(
			within(screen.getByRole("region", { name: "Day 1 · Mon 6 Apr" })).getByTestId("day-totals").textContent,
		).toBe("1 stop");
		expect(
			within(screen.getByRole("region", { name: "Not planned for a day yet" })).getByRole("button", {
				name: /Rainy day ideas/,
			}),
		).toBeTruthy();
	});

	it("walking legs show the time at the youngest child's pace", async () => {
		stubPaths({ "GET /api/paths/path-1/stops": () => json(MUSEUMS.stops) });
		renderWithClient(<Tab />);
		await userEvent.setup().click(await screen.findByRole("button", { name: /South Kensington museums/ }));
		const legs = await screen.findAllByTestId("leg");
		expect(legs.map((l) => l.textContent)).toEqual([
			"↓ 800 m · about 20 min at a 3-year-old's pace",
			"↓ 800 m · about 20 min at a 3-year-old's pace",
		]);
		expect(screen.getByTestId("path-totals").textContent).toContain("1.6 km · 38 min walking");
	});

	it("a path's day changes from its page", async () => {
		const calls = stubPaths({
			"GET /api/paths/path-2/stops": () => json(ZOO.stops),
			"PATCH /api/paths/path-2": () => json({ ...ZOO, date: "2026-04-09" }),
		});
		renderWithClient(<Tab />);
		const user = userEvent.setup();
		await user.click(await screen.findByRole("button", { name: /Zoo/ }));
		const day = await screen.findByLabelText("Day");
		expect((day as HTMLSelectElement).value).toBe("2026-04-07");
		expect(
			within(day)
				.getAllByRole("option")
				.map((o) => o.textContent),
		).toEqual([
			"Day 1 · Mon 6 Apr",
			"Day 2 · Tue 7 Apr",
			"Day 3 · Wed 8 Apr",
			"Day 4 · Thu 9 Apr",
			"Day 5 · Fri 10 Apr",
			"No day",
		]);
		await user.selectOptions(day, "Day 4 · Thu 9 Apr");
		await user.selectOptions(day, "No day");
		expect(calls.filter((c) => c.key === "PATCH /api/paths/path-2").map((c) => c.body)).toEqual([
			{ date: "2026-04-09" },
			{ date: null },
		]);
	});

	it("the create dialog: the next day without a path, 'Choose for me' sends no mode", async () => {
		const calls = stubPaths({
			"POST /api/adventures/adv-1/paths": () => json(aPath("path-9", "Markets", "2026-04-08", "walking", 0), 201),
		});
		renderWithClient(<Tab />);
		const user = userEvent.setup();
		await user.click(await screen.findByRole("button", { name: "New Path" }));
		const dialog = screen.getByRole("dialog", { name: "Create a Path" });
		expect((within(dialog).getByLabelText("Day") as HTMLSelectElement).value).toBe("2026-04-08");
		expect(within(dialog).getByText("Transport Mode")).toBeTruthy();
		expect((within(dialog).getByRole("radio", { name: /Choose for me/ }) as HTMLInputElement).checked).toBe(true);
		await user.type(within(dialog).getByLabelText("Path Title"), "Markets");
		await user.click(within(dialog).getByRole("button", { name: "Create Path" }));
		await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create a Path" })).toBeNull());
		expect(calls.find((c) => c.key === "POST /api/adventures/adv-1/paths")?.body).toEqual({
			name: "Markets",
			title: "Markets",
			description: null,
			date: "2026-04-08",
		});
	});
});
