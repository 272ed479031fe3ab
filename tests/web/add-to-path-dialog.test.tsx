import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { pathMessages } from "../../domain/path/path-rules";
import { Toaster } from "../../web/src/components/ui/toaster";
import { AddToPathDialog } from "../../web/src/features/paths";
import { aPlace, json, renderWithClient, stubFetch } from "./render";

const PATH = {
	id: "path-1",
	adventureId: "adv-1",
	name: "Morning loop",
	title: "Morning loop",
	description: null,
	transportMode: "walking",
	transportType: "walking",
	estimatedDuration: null,
	colourIndex: 0,
	colour: "#2563EB",
	stopCount: 1,
	createdAt: "2031-01-01T00:00:00.000Z",
	updatedAt: "2031-01-01T00:00:00.000Z",
	stops: [],
};

/** The dialog for Maple Park, adding to "Morning loop", whose stop call answers `stop`. */
async function addToMorningLoop(stop: () => Response) {
	stubFetch({
		"GET /api/adventures/adv-1/paths": () => json([PATH]),
		"POST /api/saved-places": () => json({ id: "saved-1" }, 201),
		"POST /api/paths/path-1/stops": stop,
	});
	const onAdded = vi.fn();
	renderWithClient(
		<>
			<AddToPathDialog place={aPlace()} adventureId="adv-1" onOpenChange={() => {}} onAdded={onAdded} />
			<Toaster />
		</>,
	);
	const user = userEvent.setup();
	await user.click(await screen.findByRole("radio", { name: /Morning loop/ }));
	await user.click(screen.getByRole("button", { name: "Add to Path" }));
	return onAdded;
}

describe("Add to Path", () => {
	it("a place already on the path: says so, with the server's words, not the generic failure", async () => {
		const onAdded = await addToMorningLoop(() =>
			json({ error: pathMessages.alreadyOnPath("Maple Park"), stopId: "stop-1" }, 409),
		);
		expect(await screen.findByText("Maple Park is already on this path")).toBeTruthy();
		expect(screen.queryByText("Failed to add place to path. Please try again.")).toBeNull();
		expect(onAdded).not.toHaveBeenCalled();
	});

	it("a full path: the server's limit message", async () => {
		await addToMorningLoop(() => json({ error: pathMessages.tooManyStops }, 400));
		expect(await screen.findByText(pathMessages.tooManyStops)).toBeTruthy();
	});

	it("a server failure: the spec's generic message", async () => {
		await addToMorningLoop(() => json({ error: "Internal Server Error" }, 500));
		expect(await screen.findByText("Failed to add place to path. Please try again.")).toBeTruthy();
	});
});
