import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { pathMessages } from "../../domain/path/path-rules";
import { Toaster } from "../../web/src/components/ui/toaster";
import { AddToPathDialog } from "../../web/src/features/paths";
import { aPlace, json, renderWithClient, stubFetch } from "./render";

/** 1–3 July 2031: a Tuesday to a Thursday. */
const TRIP = { startDate: "2031-07-01", endDate: "2031-07-03" };

const aPath = (id: string, name: string, date: string | null, stops: { placeId: string }[] = []) => ({
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
	stopCount: stops.length,
	date,
	modeAuto: false,
	createdAt: "2031-01-01T00:00:00.000Z",
	updatedAt: "2031-01-01T00:00:00.000Z",
	stops: stops.map((s, i) => ({ id: `stop-${id}-${i}`, pathId: id, order: i + 1, placeId: s.placeId })),
});

const MORNING = aPath("path-1", "Morning loop", "2031-07-02", [{ placeId: "cat:other" }]);

/** The workspace's part: closing clears the place. */
function Harness({ onOpenChange, onViewPath }: { onOpenChange: (open: boolean) => void; onViewPath: () => void }) {
	const [place, setPlace] = useState<ReturnType<typeof aPlace> | null>(aPlace());
	return (
		<AddToPathDialog
			place={place}
			adventureId="adv-1"
			trip={TRIP}
			onOpenChange={(open) => {
				onOpenChange(open);
				if (!open) setPlace(null);
			}}
			onViewPath={onViewPath}
		/>
	);
}

function renderDialog(routes: Parameters<typeof stubFetch>[0]) {
	const calls = stubFetch({ "POST /api/saved-places": () => json({ id: "saved-1" }, 201), ...routes });
	const onViewPath = vi.fn();
	const onOpenChange = vi.fn();
	renderWithClient(
		<>
			<Harness onOpenChange={onOpenChange} onViewPath={onViewPath} />
			<Toaster />
		</>,
	);
	return { calls, onViewPath, onOpenChange, user: userEvent.setup() };
}

/** The dialog for Maple Park, adding to "Morning loop", whose stop call answers `stop`. */
async function addToMorningLoop(stop: () => Response) {
	const rendered = renderDialog({
		"GET /api/adventures/adv-1/paths": () => json([MORNING]),
		"POST /api/paths/path-1/stops": stop,
	});
	await rendered.user.click(await screen.findByRole("checkbox", { name: /Morning loop/ }, { timeout: 5000 }));
	await rendered.user.click(screen.getByRole("button", { name: "Add to Path" }));
	return rendered;
}

describe("Add to Path", () => {
	it("a place already on the path: says so, with the server's words, not the generic failure", async () => {
		await addToMorningLoop(() => json({ error: pathMessages.alreadyOnPath("Maple Park"), stopId: "stop-1" }, 409));
		expect(await screen.findByText("Maple Park is already on this path")).toBeTruthy();
		expect(screen.queryByText("Failed to add place to path. Please try again.")).toBeNull();
		expect(screen.queryByRole("button", { name: "View path" })).toBeNull();
	});

	it("a full path: the server's limit message", async () => {
		await addToMorningLoop(() => json({ error: pathMessages.tooManyStops }, 400));
		expect(await screen.findByText(pathMessages.tooManyStops)).toBeTruthy();
	});

	it("a server failure: the spec's generic message", async () => {
		await addToMorningLoop(() => json({ error: "Internal Server Error" }, 500));
		expect(await screen.findByText("Failed to add place to path. Please try again.")).toBeTruthy();
	});

	it("stays where the family is: a toast whose 'View path' opens the path", async () => {
		const { onViewPath, onOpenChange, user } = await addToMorningLoop(() => json({ id: "stop-9" }, 201));
		const region = screen.getByRole("region", { name: /Notifications/ });
		expect(await within(region).findByText("Place added to path!")).toBeTruthy();
		expect(within(region).getByText("Maple Park is on Morning loop.")).toBeTruthy();
		expect(onOpenChange).toHaveBeenCalledWith(false);
		// Nothing moves until the family asks.
		expect(onViewPath).not.toHaveBeenCalled();
		await user.click(within(region).getByRole("button", { name: "View path" }));
		expect(onViewPath).toHaveBeenCalledWith("path-1");
	});

	it("adds the place to several days at once, the paths grouped by day, one already holding it", async () => {
		const { calls, onViewPath, user } = renderDialog({
			"GET /api/adventures/adv-1/paths": () =>
				json([
					aPath("path-3", "Rainy museums", null),
					MORNING,
					aPath("path-2", "Parks", "2031-07-01"),
					aPath("path-4", "Maple again", "2031-07-03", [{ placeId: "cat:fx-park" }]),
				]),
			"POST /api/paths/path-1/stops": () => json({ id: "s1" }, 201),
			"POST /api/paths/path-3/stops": () => json({ id: "s3" }, 201),
		});
		await screen.findByRole("checkbox", { name: /Parks/ }, { timeout: 5000 });
		// In date order, the undated last.
		const dayGroups = screen.getAllByRole("group").filter((g) => g.querySelector("input[type=checkbox]"));
		expect(dayGroups.slice(1).map((g) => g.firstChild?.textContent)).toEqual([
			"Day 1 · Tue 1 Jul",
			"Day 2 · Wed 2 Jul",
			"Day 3 · Thu 3 Jul",
			"No day",
		]);
		expect(
			within(screen.getByRole("group", { name: "Day 2 · Wed 2 Jul" })).getByRole("checkbox", { name: /Morning loop/ }),
		).toBeTruthy();
		expect(
			within(screen.getByRole("group", { name: "No day" })).getByRole("checkbox", { name: /Rainy museums/ }),
		).toBeTruthy();
		// Already on "Maple again": shown ticked, not offered again.
		const already = screen.getByRole("checkbox", { name: /Maple again/ }) as HTMLInputElement;
		expect(already.checked && already.disabled).toBe(true);

		await user.click(screen.getByRole("checkbox", { name: /Morning loop/ }));
		await user.click(screen.getByRole("checkbox", { name: /Rainy museums/ }));
		// With a path ticked, the new-path fields go (the spec's rule).
		expect(screen.queryByLabelText("New path name")).toBeNull();
		await user.click(screen.getByRole("button", { name: "Add to Path" }));

		const region = screen.getByRole("region", { name: /Notifications/ });
		expect(await within(region).findByText("Place added to 2 paths!")).toBeTruthy();
		expect(calls.filter((c) => c.key.endsWith("/stops")).map((c) => [c.key, c.body])).toEqual([
			["POST /api/paths/path-3/stops", { googlePlaceId: "cat:fx-park" }],
			["POST /api/paths/path-1/stops", { googlePlaceId: "cat:fx-park" }],
		]);
		await user.click(within(region).getByRole("button", { name: "View paths" }));
		expect(onViewPath).toHaveBeenCalledWith(null);
	});

	it("a new path: the next free day and no transport mode (the server follows the distances)", async () => {
		const { calls, user } = renderDialog({
			"GET /api/adventures/adv-1/paths": () => json([aPath("path-2", "Parks", "2031-07-01")]),
			"POST /api/adventures/adv-1/paths": () => json(aPath("path-5", "Zoo day", "2031-07-02"), 201),
			"POST /api/paths/path-5/stops": () => json({ id: "s5" }, 201),
		});
		const addButton = await screen.findByRole("button", { name: "Add to Path" }, { timeout: 5000 });
		expect(addButton.hasAttribute("disabled")).toBe(true);
		await user.type(screen.getByLabelText("New path name"), "  Zoo day ");
		expect((screen.getByLabelText("Day of the new path") as HTMLSelectElement).value).toBe("2031-07-02");
		expect((screen.getByRole("radio", { name: /Choose for me/ }) as HTMLInputElement).checked).toBe(true);
		await user.click(addButton);
		expect(await screen.findByText("Place added to path!")).toBeTruthy();
		expect(calls.find((c) => c.key === "POST /api/adventures/adv-1/paths")?.body).toEqual({
			name: "Zoo day",
			title: "Zoo day",
			description: null,
			date: "2031-07-02",
		});
	});
});
