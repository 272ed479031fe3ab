import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stayMessages } from "../../domain/adventure/adventure-rules";
import { Toaster } from "../../web/src/components/ui/toaster";
import { StayControl } from "../../web/src/features/adventures";
import { anAdventure, aPlace, json, renderWithClient, stubFetch } from "./render";

const hotel = aPlace({ googlePlaceId: "cat:hotel", name: "Harbour View Hotel", latitude: 44.39, longitude: -68.2 });
const savedHotel = { id: "s1", createdAt: "2031-01-01T00:00:00.000Z", intentCategory: "general", place: hotel };

function renderControl(stay: Parameters<typeof StayControl>[0]["stay"] = null) {
	return renderWithClient(
		<>
			<StayControl adventureId="adv-1" stay={stay} />
			<Toaster />
		</>,
	);
}

const patchAnswer = (stay: unknown) => () => json({ ...anAdventure(), stay });
const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole("button", { name: "Save where we're staying" }) as HTMLButtonElement;

describe("'Where we're staying'", () => {
	it("waits for the saved places (disabled), then lists them, and saves the one chosen by keyboard", async () => {
		let release: (value: Response) => void = () => {};
		const calls = stubFetch({
			"GET /api/saved-places": () => new Promise<Response>((resolve) => (release = resolve)),
			"PATCH /api/adventures/adv-1": patchAnswer({
				placeId: "cat:hotel",
				label: "Harbour View Hotel",
				latitude: 44.39,
				longitude: -68.2,
			}),
			"GET /api/adventures": () => json([]),
			"GET /api/adventures/adv-1": () => json(anAdventure()),
		});
		renderControl();
		expect(screen.getByText(stayMessages.none)).toBeTruthy();
		expect(screen.getByText("Loading saved places...")).toBeTruthy();
		expect(radio("Not set").checked).toBe(true);
		release(json([savedHotel]));
		await screen.findByRole("radio", { name: "Harbour View Hotel" });
		expect(screen.queryByText("Loading saved places...")).toBeNull();
		// By keyboard: the arrow moves the choice from 'Not set' to the hotel, Tab reaches Save.
		radio("Not set").focus();
		await userEvent.keyboard("{ArrowDown}");
		expect(radio("Harbour View Hotel").checked).toBe(true);
		await userEvent.tab();
		expect(document.activeElement).toBe(saveButton());
		await userEvent.keyboard("{Enter}");
		expect(await screen.findByText(stayMessages.saved)).toBeTruthy();
		expect(calls.find((call) => call.key === "PATCH /api/adventures/adv-1")?.body).toEqual({
			stay: { placeId: "cat:hotel" },
		});
	});

	it("says how to get a saved place when there is none, and sends a typed address for the server to find", async () => {
		const calls = stubFetch({
			"GET /api/saved-places": () => json([]),
			"PATCH /api/adventures/adv-1": () => json({ error: stayMessages.addressNotFound }, 400),
		});
		renderControl();
		expect(await screen.findByText(stayMessages.noSavedPlaces)).toBeTruthy();
		expect(saveButton().disabled).toBe(false);
		await userEvent.click(radio("An address…"));
		// Nothing typed yet: nothing to save.
		expect(saveButton().disabled).toBe(true);
		await userEvent.type(screen.getByLabelText("Address"), "12 Cottage Lane");
		await userEvent.click(saveButton());
		// The server's own words when it cannot place the address.
		expect(await screen.findByText(stayMessages.addressNotFound)).toBeTruthy();
		expect(calls.find((call) => call.key === "PATCH /api/adventures/adv-1")?.body).toEqual({
			stay: { label: "12 Cottage Lane" },
		});
	});

	it("shows the current stay and clears it with 'Not set'", async () => {
		const calls = stubFetch({
			"GET /api/saved-places": () => json([savedHotel]),
			"PATCH /api/adventures/adv-1": patchAnswer(null),
			"GET /api/adventures": () => json([]),
			"GET /api/adventures/adv-1": () => json(anAdventure()),
		});
		renderControl({ placeId: null, label: "1 Shore Road", latitude: 44.3, longitude: -68.3 });
		expect(screen.getByText("1 Shore Road")).toBeTruthy();
		expect(radio("An address…").checked).toBe(true);
		expect((screen.getByLabelText("Address") as HTMLInputElement).value).toBe("1 Shore Road");
		await userEvent.click(radio("Not set"));
		await userEvent.click(saveButton());
		expect(await screen.findByText(stayMessages.cleared)).toBeTruthy();
		expect(calls.find((call) => call.key === "PATCH /api/adventures/adv-1")?.body).toEqual({ stay: null });
	});

	it("still offers an address when the saved places cannot load", async () => {
		stubFetch({ "GET /api/saved-places": () => json({ error: "boom" }, 500) });
		renderControl();
		expect(
			await screen.findByText("Couldn't load your saved places. You can still type an address.", {}, { timeout: 5000 }),
		).toBeTruthy();
		await userEvent.click(radio("An address…"));
		expect(screen.getByLabelText("Address")).toBeTruthy();
	});
});

describe("'Where we're staying' by address: suggestions near the trip", () => {
	/** A suggestion as the route answers it: a street or an area near the trip, with its point. */
	const anAddress = (label: string, latitude: number, longitude: number) => ({
		place_id: `address:${label}`,
		description: label,
		structured_formatting: { main_text: label, secondary_text: "" },
		latitude,
		longitude,
	});
	const kensington = anAddress("South Kensington, London", 51.4963, -0.1754);
	const marylebone = anAddress("Marylebone Rd, London", 51.5226, -0.1547);

	async function typeAddress(text: string) {
		await userEvent.click(await screen.findByRole("radio", { name: "An address…" }));
		await userEvent.type(screen.getByRole("combobox", { name: "Address" }), text);
	}

	it("asks the trip's suggestions, picks one by keyboard with its point (no details call) and saves it", async () => {
		let release: (value: Response) => void = () => {};
		const calls = stubFetch({
			"GET /api/saved-places": () => json([]),
			"GET /api/adventures/adv-1/stay-suggestions": () => new Promise<Response>((resolve) => (release = resolve)),
			"PATCH /api/adventures/adv-1": patchAnswer({ placeId: null, ...kensington, label: kensington.description }),
			"GET /api/adventures": () => json([]),
			"GET /api/adventures/adv-1": () => json(anAdventure()),
		});
		renderControl();
		await typeAddress("South Kens");
		expect(await screen.findByText(stayMessages.suggestionsLoading)).toBeTruthy();
		release(json([kensington, marylebone]));
		const list = await screen.findByRole("listbox", { name: "Addresses near the trip" });
		expect(list.textContent).toContain("South Kensington, London");
		const asked = calls.find((call) => call.key === "GET /api/adventures/adv-1/stay-suggestions");
		expect(asked?.url.searchParams.get("query")).toBe("South Kens");
		await userEvent.keyboard("{ArrowDown}{Enter}");
		expect((screen.getByRole("combobox", { name: "Address" }) as HTMLInputElement).value).toBe(
			"South Kensington, London",
		);
		expect(calls.some((call) => call.key.startsWith("GET /api/places/details"))).toBe(false);
		await userEvent.click(saveButton());
		expect(await screen.findByText(stayMessages.saved)).toBeTruthy();
		expect(calls.find((call) => call.key === "PATCH /api/adventures/adv-1")?.body).toEqual({
			stay: { label: "South Kensington, London", latitude: 51.4963, longitude: -0.1754 },
		});
	});

	it("says when nothing near the trip matches, and when the lookup fails, keeping the typed text", async () => {
		let answer = () => json([]);
		stubFetch({
			"GET /api/saved-places": () => json([]),
			"GET /api/adventures/adv-1/stay-suggestions": () => answer(),
		});
		renderControl();
		await typeAddress("Qwzzy Lane");
		expect(await screen.findByText(stayMessages.suggestionsEmpty)).toBeTruthy();
		expect(screen.queryByRole("listbox")).toBeNull();
		answer = () => json({ error: "Internal Server Error" }, 500);
		await userEvent.type(screen.getByRole("combobox", { name: "Address" }), "s");
		expect(await screen.findByText(stayMessages.suggestionsFailed)).toBeTruthy();
		expect((screen.getByRole("combobox", { name: "Address" }) as HTMLInputElement).value).toBe("Qwzzy Lanes");
		expect(saveButton().disabled).toBe(false);
	});
});
