import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "../../web/src/components/ui/toaster";
import { PlaceCard } from "../../web/src/features/places/components/place-card";
import { aPlace, json, renderWithClient, stubFetch } from "./render";

/** Unsaving takes a place off the adventure's paths: the dialog says on how many it is. */

const park = aPlace();

const CHECK = "GET /api/saved-places/check";
const REMOVE_BUTTON = "Remove Maple Park from saved places";

async function openDialog(pathCount: number, removedFromPaths = pathCount) {
	const calls = stubFetch({
		[CHECK]: () => json({ isSaved: true, pathCount }),
		"DELETE /api/saved-places/cat:fx-park": () => json({ deleted: true, removedFromPaths }),
		"GET /api/saved-places": () => json([]),
	});
	const rendered = renderWithClient(
		<>
			<PlaceCard place={park} adventureId="adv-1" isSaved />
			<Toaster />
		</>,
	);
	await userEvent.click(screen.getByRole("button", { name: REMOVE_BUTTON }));
	const dialog = await screen.findByRole("alertdialog", { name: "Remove from Saved Places" });
	return { calls, dialog, ...rendered };
}

describe("Remove from Saved Places", () => {
	it("says on how many paths the place is a stop, and that it leaves them", async () => {
		const { dialog, calls } = await openDialog(2);
		await waitFor(() =>
			expect(dialog.textContent).toContain("It is also a stop on 2 paths; it will be removed from them."),
		);
		expect(dialog.textContent).toContain("This action cannot be undone.");
		// Asked when the dialog opened, not from a stale cache, at the canonical (query) URL.
		const checks = calls.filter((c) => c.key === CHECK);
		expect(checks).toHaveLength(1);
		expect(Object.fromEntries(checks[0]?.url.searchParams ?? [])).toEqual({
			googlePlaceId: "cat:fx-park",
			adventureId: "adv-1",
		});
	});

	it("speaks of one path in the singular", async () => {
		const { dialog } = await openDialog(1);
		await waitFor(() =>
			expect(dialog.textContent).toContain("It is also a stop on 1 path; it will be removed from it."),
		);
	});

	it("says nothing about paths when the place is on none", async () => {
		const { dialog, calls } = await openDialog(0);
		await waitFor(() => expect(calls.filter((c) => c.key === CHECK)).toHaveLength(1));
		expect(dialog.textContent).toContain("Remove Maple Park from this adventure's saved places? This action");
		expect(dialog.textContent).not.toContain("stop on");
	});

	it("refreshes the adventure's paths after a removal that took the place off them", async () => {
		const { client } = await openDialog(2);
		const pathsKey = ["/api/adventures", "adv-1", "paths"];
		client.setQueryData(pathsKey, []);
		client.setQueryData(["/api/paths", "path-1", "stops"], []);
		await userEvent.click(screen.getByRole("button", { name: "Remove" }));
		expect(await screen.findByText("Place removed")).toBeTruthy();
		expect(client.getQueryState(pathsKey)?.isInvalidated).toBe(true);
		expect(client.getQueryState(["/api/paths", "path-1", "stops"])?.isInvalidated).toBe(true);
	});
});
