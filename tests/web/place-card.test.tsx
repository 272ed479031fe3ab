import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "../../web/src/components/ui/toaster";
import { PlaceCard } from "../../web/src/features/places/components/place-card";
import { PLACE_SAVED_EVENT } from "../../web/src/features/places/use-place-save";
import { aPlace, json, renderWithClient, stubFetch } from "./render";

const museum = aPlace({
	googlePlaceId: "cat:london-natural-history-museum",
	name: "Natural History Museum",
	latitude: 51.4967,
	longitude: -0.1764,
	address: "Cromwell Rd, London SW7 5BD, UK",
	types: ["museum", "tourist_attraction"],
	category: "cultural",
	familySummary: "Dinosaurs, a blue whale and an earthquake room: a full morning for curious kids.",
	pithySummary: "Dinosaurs and a blue whale, free.",
	ages: [3, 14],
	tags: ["indoor", "free"],
});

function renderCard(props: Partial<Parameters<typeof PlaceCard>[0]> = {}) {
	return renderWithClient(
		<>
			<PlaceCard place={museum} adventureId="adv-1" isSaved={false} {...props} />
			<Toaster />
		</>,
	);
}

describe("PlaceCard", () => {
	it("normal size shows the family summary; small size does not; the icon follows the first type", () => {
		stubFetch({});
		const { unmount } = renderCard();
		expect(screen.getByText(museum.familySummary as string)).toBeTruthy();
		expect(screen.getByRole("img", { name: "museum" })).toBeTruthy();
		unmount();
		renderCard({ size: "small" });
		expect(screen.queryByText(museum.familySummary as string)).toBeNull();
	});

	it("shows the rating as given and the price level as dollar signs, and nothing when absent", () => {
		stubFetch({});
		const { unmount } = renderCard({ place: { ...museum, rating: 4.7, userRatingCount: 1200, priceLevel: 2 } });
		expect(screen.getByText("4.7")).toBeTruthy();
		expect(screen.getByText("$$")).toBeTruthy();
		unmount();
		renderCard();
		expect(screen.queryByText(/\$/)).toBeNull();
		expect(screen.queryByText(/out of 5/)).toBeNull();
	});

	it("read-only hides the buttons and shows only a filled heart when saved", () => {
		stubFetch({});
		const { unmount } = renderCard({ readOnly: true, isSaved: true, onAddToPath: () => {} });
		expect(screen.queryByRole("button", { name: /Save|Remove|Add/ })).toBeNull();
		expect(screen.getByRole("img", { name: "Saved" })).toBeTruthy();
		unmount();
		renderCard({ readOnly: true, isSaved: false });
		expect(screen.queryByRole("img", { name: "Saved" })).toBeNull();
	});

	it("saves optimistically, broadcasts guideai-place-saved and toasts 'Place saved!'", async () => {
		let release: (r: Response) => void = () => {};
		const calls = stubFetch({
			"POST /api/places/cat:london-natural-history-museum/save": () =>
				new Promise<Response>((resolve) => {
					release = resolve;
				}),
			"GET /api/saved-places": () => json([]),
			"GET /api/saved-places/check": () => json({ isSaved: true }),
		});
		const heard = vi.fn();
		window.addEventListener(PLACE_SAVED_EVENT, heard);
		renderCard();
		await userEvent.click(screen.getByRole("button", { name: "Save Natural History Museum" }));
		// The heart shows saved at once, before the server answers.
		expect(
			screen
				.getByRole("button", { name: "Remove Natural History Museum from saved places" })
				.getAttribute("aria-pressed"),
		).toBe("true");
		await act(async () =>
			release(
				json({
					savedPlace: { id: "s1", createdAt: "", intentCategory: "cultural", place: museum },
					place: museum,
					followUpMessage: "Nice pick!",
				}),
			),
		);
		expect(await screen.findByText("Place saved!")).toBeTruthy();
		expect(screen.getByText("Natural History Museum has been added to your adventure.")).toBeTruthy();
		expect(heard).toHaveBeenCalledTimes(1);
		expect(screen.getByRole("article").getAttribute("data-leaving")).toBe("true");
		const body = calls.find((c) => c.key.startsWith("POST"))?.body;
		expect(body).toMatchObject({ adventureId: "adv-1", kidAges: [], intentCategory: "cultural" });
		window.removeEventListener(PLACE_SAVED_EVENT, heard);
	});

	it("reverts the heart and shows the spec's toast when saving fails", async () => {
		stubFetch({ "POST /api/places/cat:london-natural-history-museum/save": () => json({ error: "nope" }, 500) });
		renderCard();
		await userEvent.click(screen.getByRole("button", { name: "Save Natural History Museum" }));
		expect(await screen.findByText("Failed to save place. Please try again.")).toBeTruthy();
		await waitFor(() =>
			expect(screen.getByRole("button", { name: "Save Natural History Museum" }).getAttribute("aria-pressed")).toBe(
				"false",
			),
		);
		expect(screen.getByRole("article").getAttribute("data-leaving")).toBeNull();
	});

	it("asks before removing a saved place, then removes it", async () => {
		const calls = stubFetch({
			"DELETE /api/saved-places/cat:london-natural-history-museum": () => json({ deleted: true }),
			"GET /api/saved-places": () => json([]),
			"GET /api/saved-places/check": () => json({ isSaved: false }),
		});
		renderCard({ isSaved: true });
		await userEvent.click(screen.getByRole("button", { name: "Remove Natural History Museum from saved places" }));
		expect(await screen.findByRole("alertdialog", { name: "Remove from Saved Places" })).toBeTruthy();
		expect(screen.getByText(/cannot be undone/)).toBeTruthy();
		expect(calls.filter((c) => c.key.startsWith("DELETE"))).toHaveLength(0);
		await userEvent.click(screen.getByRole("button", { name: "Remove" }));
		expect(await screen.findByText("Place removed")).toBeTruthy();
		expect(calls.filter((c) => c.key.startsWith("DELETE"))).toHaveLength(1);
	});
});
