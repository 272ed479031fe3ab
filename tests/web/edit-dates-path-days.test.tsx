import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { AdventureWithAccess } from "../../web/src/features/adventures";
import { EditAdventureDialog } from "../../web/src/features/workspace/components/edit-adventure-dialog";
import { anAdventure, json, renderWithClient, stubFetch } from "./render";

const aPath = (id: string, name: string, date: string | null) => ({
	id,
	adventureId: "adv-1",
	name,
	title: name,
	description: null,
	transportMode: "walking",
	transportType: "walking",
	estimatedDuration: null,
	colourIndex: 0,
	colour: "#2563EB",
	stopCount: 0,
	date,
	modeAuto: false,
	createdAt: "2031-01-01T00:00:00.000Z",
	updatedAt: "2031-01-01T00:00:00.000Z",
	stops: [],
});

/** The trip is 1–3 July 2031: a path on each of the last two days, one undated. */
function renderDialog(overrides: Partial<AdventureWithAccess> = {}) {
	const adventure = anAdventure({ location: "London", latitude: 51.5, longitude: -0.12, ...overrides });
	const calls = stubFetch({
		"GET /api/adventures/adv-1/paths": () =>
			json([aPath("p1", "Museums", "2031-07-02"), aPath("p2", "Zoo", "2031-07-03"), aPath("p3", "Ideas", null)]),
		"PATCH /api/adventures/adv-1": () => json(adventure),
		"GET /api/adventures": () => json([]),
		"GET /api/adventures/adv-1": () => json(adventure),
	});
	renderWithClient(
		<MemoryRouter>
			<EditAdventureDialog adventure={adventure} open onOpenChange={() => {}} />
		</MemoryRouter>,
	);
	return { calls, user: userEvent.setup() };
}

const patches = (calls: ReturnType<typeof stubFetch>) =>
	calls.filter((c) => c.key === "PATCH /api/adventures/adv-1").map((c) => c.body as Record<string, unknown>);

describe("Edit Adventure: new dates that leave dated paths out", () => {
	it("asks first, then sends the choice as pathDays", async () => {
		const { calls, user } = renderDialog();
		await waitFor(() => expect(calls.some((c) => c.key === "GET /api/adventures/adv-1/paths")).toBe(true));
		// Shortened to 1–2 July: the Zoo's day (3 July) falls out.
		fireEvent.change(screen.getByLabelText(/End Date/), { target: { value: "2031-07-02" } });
		await user.click(screen.getByRole("button", { name: "Save Changes" }));
		const ask = await screen.findByRole("dialog", { name: "Some paths fall outside the new dates" });
		expect(patches(calls)).toEqual([]);
		expect(within(ask).getByRole("list", { name: "Paths outside the new dates" }).textContent).toBe(
			"ZooDay 3 · Thu 3 Jul",
		);
		await user.click(within(ask).getByRole("button", { name: /Remove their day/ }));
		await waitFor(() => expect(patches(calls)).toHaveLength(1));
		expect(patches(calls)[0]).toMatchObject({ endDate: "2031-07-02", pathDays: "unassign" });
	});

	it("moving the dates: 'Move them with the new dates'", async () => {
		const { calls, user } = renderDialog();
		await waitFor(() => expect(calls.some((c) => c.key === "GET /api/adventures/adv-1/paths")).toBe(true));
		fireEvent.change(screen.getByLabelText(/Start Date/), { target: { value: "2031-08-01" } });
		fireEvent.change(screen.getByLabelText(/End Date/), { target: { value: "2031-08-03" } });
		await user.click(screen.getByRole("button", { name: "Save Changes" }));
		const ask = await screen.findByRole("dialog", { name: "Some paths fall outside the new dates" });
		await user.click(within(ask).getByRole("button", { name: /Move them with the new dates/ }));
		await waitFor(() => expect(patches(calls)).toHaveLength(1));
		expect(patches(calls)[0]).toMatchObject({ startDate: "2031-08-01", endDate: "2031-08-03", pathDays: "move" });
	});

	it("dates that keep every day: saved at once, no question, no pathDays", async () => {
		const { calls, user } = renderDialog();
		await waitFor(() => expect(calls.some((c) => c.key === "GET /api/adventures/adv-1/paths")).toBe(true));
		fireEvent.change(screen.getByLabelText(/End Date/), { target: { value: "2031-07-05" } });
		await user.click(screen.getByRole("button", { name: "Save Changes" }));
		await waitFor(() => expect(patches(calls)).toHaveLength(1));
		expect(patches(calls)[0]).not.toHaveProperty("pathDays");
		expect(screen.queryByRole("dialog", { name: "Some paths fall outside the new dates" })).toBeNull();
	});
});

describe("Edit Adventure dialog: kids' ages as the edit form has them", () => {
	it("shows the adventure's ages and saves the changed ones", async () => {
		const { calls, user } = renderDialog({ kidAges: [6, 12] });
		const field = screen.getByLabelText("Kids' ages");
		expect(field).toHaveProperty("value", "6, 12");
		await user.clear(field);
		await user.type(field, "7, 13, 40");
		await user.click(screen.getByRole("button", { name: "Save Changes" }));
		await waitFor(() => expect(patches(calls)).toHaveLength(1));
		expect(patches(calls)[0]?.kidAges).toEqual([7, 13]);
		// The dialog still leaves interests alone (they are not on it).
		expect(patches(calls)[0]?.interests).toBeUndefined();
	});
});
