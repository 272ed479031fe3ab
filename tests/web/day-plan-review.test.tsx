import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "../../web/src/components/ui/toaster";
import { DayPlanReview } from "../../web/src/features/paths/components/day-plan-review";
import {
	DAY1,
	DAY2,
	EXISTING_PATHS,
	gardens,
	PROPOSAL,
	pathsOf,
	RAINY_PROPOSAL,
	sentDays,
	TRIP,
} from "./day-plan-fixtures";
import { json, renderWithClient, stubFetch } from "./render";

/**
 * 'Plan my days' as a parent reviews it: each day with its date, stops, legs at the 3-year-old's
 * pace and its rest window; a rainy day asks for a new plan; a suggestion can go; a day or all of
 * them become paths, and nothing else is touched.
 */

const PLAN = "POST /api/adventures/adv-1/day-plan";
const ACCEPT = "POST /api/adventures/adv-1/day-plan/accept";
const PATHS = "GET /api/adventures/adv-1/paths";

type Routes = Parameters<typeof stubFetch>[0];

function renderReview(routes: Routes = {}, onAllAccepted = vi.fn()) {
	let paths = [...EXISTING_PATHS];
	const calls = stubFetch({
		[PLAN]: () => json(PROPOSAL),
		[PATHS]: () => json(paths),
		[ACCEPT]: (init) => {
			const { days } = JSON.parse(String(init?.body));
			const created = pathsOf(days);
			paths = [...paths, ...created];
			return json({ paths: created }, 201);
		},
		...routes,
	});
	renderWithClient(
		<>
			<DayPlanReview adventureId="adv-1" trip={TRIP} onAllAccepted={onAllAccepted} />
			<Toaster />
		</>,
	);
	return { calls, onAllAccepted, user: userEvent.setup() };
}

const dayCard = (name: RegExp) => screen.getByRole("article", { name });

describe("Plan my days: the review", () => {
	it("shows each day: its date, stops in order with their part of the day, legs at the child's pace, distance, rest and notes", async () => {
		const { calls } = renderReview();
		const day1 = await screen.findByRole("article", { name: "Day 1 · Mon 6 Apr" });
		expect(within(day1).getByText("South Kensington museums")).toBeTruthy();
		const stops = within(within(day1).getByRole("list", { name: /Stops of Day 1/ })).getAllByRole("listitem");
		expect(stops.map((li) => li.textContent)).toEqual([
			"Morning1Natural History Museum↓ about 35 min at a 3-year-old's pace",
			"Lunch2Orangery Café↓ about 10 min at a 3-year-old's pace",
			"Afternoon3Kensington GardensSuggestionRemove",
		]);
		expect(within(day1).getByText(/Walking · 1\.9 km · 45 min on foot/)).toBeTruthy();
		// The rest window is said once: the plan's note on it, in its place; a day without one says the window.
		expect(
			within(day1)
				.getAllByText(/13:00/)
				.map((e) => e.textContent),
		).toEqual(["Nap or quiet time from 13:00 to 14:30: in Kensington Gardens, with the buggy."]);
		expect(within(dayCard(/Day 2/)).getByText("Nap or rest 13:00–14:30 · back at your stay")).toBeTruthy();
		expect(within(day1).getByText("The museum is busiest after 11: go early.")).toBeTruthy();
		// A day of one stop has no distance to say.
		expect(within(dayCard(/Day 2/)).getByText("Walking")).toBeTruthy();
		// The existing paths are said once, with the count the family sees.
		expect(await screen.findByText("Your 2 existing paths stay as they are.")).toBeTruthy();
		expect(screen.queryByText(/are kept as they are/)).toBeNull();
		expect(screen.getByText("Nothing is saved until you accept a day.")).toBeTruthy();
		expect(screen.getByText(/^At a 3-year-old's pace: at most 3 stops a day/)).toBeTruthy();
		expect(calls.find((c) => c.key === PLAN)?.body).toEqual({ rainyDates: [] });
	});

	it("a rainy day asks for a new plan with that date, and shows it", async () => {
		const { calls, user } = renderReview({
			[PLAN]: (init) => json(JSON.parse(String(init?.body)).rainyDates.length > 0 ? RAINY_PROPOSAL : PROPOSAL),
		});
		await screen.findByRole("article", { name: /Day 1/ });
		const rainy = within(dayCard(/Day 1/)).getByRole("button", { name: "Rainy day: Day 1 · Mon 6 Apr" });
		expect(rainy.getAttribute("aria-pressed")).toBe("false");
		await user.click(rainy);
		expect(await screen.findByText("Rainy day indoors")).toBeTruthy();
		expect(within(dayCard(/Day 1/)).getByText("Sea Life London")).toBeTruthy();
		expect(
			within(dayCard(/Day 1/))
				.getByRole("button", { name: /^Rainy day/ })
				.getAttribute("aria-pressed"),
		).toBe("true");
		expect(calls.filter((c) => c.key === PLAN).map((c) => c.body)).toEqual([
			{ rainyDates: [] },
			{ rainyDates: ["2026-04-06"] },
		]);
	});

	it("removes a suggestion: it leaves the day, the focus stays in the day, and accepting sends the day without it", async () => {
		const { calls, user } = renderReview();
		await screen.findByRole("article", { name: /Day 1/ });
		expect(within(dayCard(/Day 1/)).getByText("Suggestion")).toBeTruthy();
		await user.click(
			screen.getByRole("button", { name: "Remove suggestion Kensington Gardens from Day 1 · Mon 6 Apr" }),
		);
		const day1 = dayCard(/Day 1/);
		// Gone with it: the note that it was a suggestion.
		expect(within(day1).queryByText(/Kensington Gardens is a suggestion/)).toBeNull();
		expect(within(day1).queryByRole("listitem", { name: /Kensington Gardens/ })).toBeNull();
		expect(
			within(day1)
				.getAllByRole("listitem")
				.map((li) => li.textContent),
		).not.toContainEqual(expect.stringContaining("Kensington GardensSuggestion"));
		expect(document.activeElement).toBe(within(day1).getByRole("heading", { name: "Day 1 · Mon 6 Apr" }));
		await user.click(within(day1).getByRole("button", { name: "Accept this day: Day 1 · Mon 6 Apr" }));
		await within(dayCard(/Day 1/)).findByText("Added to your paths");
		const sent = sentDays(calls);
		expect(sent).toHaveLength(1);
		expect(sent[0]?.stops.map((s) => s.googlePlaceId)).toEqual(["cat:nhm", "cat:cafe"]);
		expect(sent[0]?.legs.map((l) => l.toGooglePlaceId)).toEqual(["cat:cafe"]);
		expect(sent[0]?.stops.some((s) => s.googlePlaceId === gardens.googlePlaceId)).toBe(false);
	});

	it("accepts one day: it becomes a path, the paths are fetched again, a toast says so and the focus goes to the next day", async () => {
		const { calls, user, onAllAccepted } = renderReview();
		await screen.findByRole("article", { name: /Day 1/ });
		await user.click(screen.getByRole("button", { name: "Accept this day: Day 1 · Mon 6 Apr" }));
		expect(await screen.findByText("Day 1 · Mon 6 Apr is now a path.", {}, { timeout: 5000 })).toBeTruthy();
		expect(within(dayCard(/Day 1/)).getByText("Added to your paths")).toBeTruthy();
		expect(within(dayCard(/Day 1/)).queryByRole("button", { name: /Accept this day/ })).toBeNull();
		expect(calls.filter((c) => c.key === PATHS).length).toBeGreaterThanOrEqual(2);
		expect(sentDays(calls)).toEqual([DAY1]);
		await waitFor(() =>
			expect(document.activeElement).toBe(screen.getByRole("button", { name: "Accept this day: Day 2 · Tue 7 Apr" })),
		);
		// Existing paths are still "2": the new one is the plan's.
		expect(screen.getByText("Your 2 existing paths stay as they are.")).toBeTruthy();
		expect(onAllAccepted).not.toHaveBeenCalled();
	});

	it("'Accept all' sends every day at once and tells the Paths tab", async () => {
		const { calls, user, onAllAccepted } = renderReview();
		await screen.findByRole("article", { name: /Day 1/ });
		await user.click(screen.getByRole("button", { name: "Accept all" }));
		await waitFor(() => expect(onAllAccepted).toHaveBeenCalledTimes(1));
		expect(sentDays(calls)).toEqual([DAY1, DAY2]);
		expect(await screen.findByText("2 days are now paths, one per day.", {}, { timeout: 5000 })).toBeTruthy();
	});

	it("a failed accept says so and leaves the days to accept", async () => {
		const { user } = renderReview({ [ACCEPT]: () => json({ error: "Internal Server Error" }, 500) });
		await screen.findByRole("article", { name: /Day 1/ });
		await user.click(screen.getByRole("button", { name: "Accept all" }));
		expect(
			await screen.findByText("Failed to add the days to your paths. Please try again.", {}, { timeout: 5000 }),
		).toBeTruthy();
		expect(screen.getByRole("button", { name: "Accept this day: Day 1 · Mon 6 Apr" })).toBeTruthy();
	});

	it("while the plan is on its way: a skeleton of the days", async () => {
		renderReview({ [PLAN]: () => new Promise<Response>(() => {}) });
		expect(screen.getByText("Planning your days...")).toBeTruthy();
		expect(screen.queryByRole("button", { name: "Accept all" })).toBeNull();
	});

	it("a refused plan: the server's words", async () => {
		renderReview({ [PLAN]: () => json({ error: "Add the trip's dates to plan its days" }, 400) });
		expect((await screen.findByRole("alert")).textContent).toContain("Add the trip's dates to plan its days");
	});

	it("a failed plan: says so with 'Try again', which asks again", async () => {
		let failures = 1;
		const { calls, user } = renderReview({
			[PLAN]: () => (failures-- > 0 ? json({ error: "Internal Server Error" }, 500) : json(PROPOSAL)),
		});
		const alert = await screen.findByRole("alert");
		expect(alert.textContent).toContain("We couldn't plan your days just now. Please try again.");
		await user.click(within(alert).getByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("article", { name: /Day 1/ })).toBeTruthy();
		expect(calls.filter((c) => c.key === PLAN)).toHaveLength(2);
	});

	it("no saved places: points to saving some, with nothing to accept", async () => {
		const empty = { ...PROPOSAL, days: PROPOSAL.days.map((d) => ({ ...d, stops: [], legs: [] })) };
		renderReview({ [PLAN]: () => json(empty) });
		expect(await screen.findByText("Save a few places first")).toBeTruthy();
		expect(screen.queryByRole("button", { name: /Accept/ })).toBeNull();
	});

	it("a plan the guide proposed in the chat with suggested stops alone shows its days, not 'save a few places first'", async () => {
		const suggested = {
			...PROPOSAL,
			days: PROPOSAL.days.map((d) => ({ ...d, stops: d.stops.map((stop) => ({ ...stop, saved: false })) })),
		};
		stubFetch({ [PLAN]: () => json(suggested), [PATHS]: () => json([]) });
		renderWithClient(<DayPlanReview adventureId="adv-1" trip={TRIP} initial={suggested} compact />);
		expect(await screen.findByRole("article", { name: /Day 1/ })).toBeTruthy();
		expect(screen.queryByText("Save a few places first")).toBeNull();
	});

	it("one existing path is said in the singular; none, not at all", async () => {
		stubFetch({ [PLAN]: () => json(PROPOSAL), [PATHS]: () => json(EXISTING_PATHS.slice(0, 1)) });
		const { unmount } = renderWithClient(<DayPlanReview adventureId="adv-1" trip={TRIP} />);
		expect(await screen.findByText("Your existing path stays as it is.")).toBeTruthy();
		unmount();
		stubFetch({ [PLAN]: () => json(PROPOSAL), [PATHS]: () => json([]) });
		renderWithClient(<DayPlanReview adventureId="adv-1" trip={TRIP} />);
		await screen.findByRole("article", { name: /Day 1/ });
		expect(screen.queryByText(/existing path/)).toBeNull();
	});

	it("names each day by its place in the trip, also when the plan skips a day that has a path", async () => {
		renderReview({ [PLAN]: () => json({ ...PROPOSAL, days: [DAY2] }) });
		expect(await screen.findByRole("article", { name: "Day 2 · Tue 7 Apr" })).toBeTruthy();
		expect(screen.queryByRole("article", { name: /Day 1/ })).toBeNull();
	});

	it("a day already accepted (its path exists) shows as added, with nothing to accept twice", async () => {
		renderReview({ [PATHS]: () => json([...EXISTING_PATHS, ...pathsOf([DAY1])]) });
		const day1 = await screen.findByRole("article", { name: /Day 1/ });
		expect(await within(day1).findByText("Added to your paths")).toBeTruthy();
		expect(screen.queryByRole("button", { name: "Accept all" })).toBeNull();
		expect(screen.getByRole("button", { name: "Accept this day: Day 2 · Tue 7 Apr" })).toBeTruthy();
	});
});
