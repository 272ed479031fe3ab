import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { PublicConfig } from "../../domain/api/config";
import { coverageMessages } from "../../domain/place/coverage";
import { CreateAdventurePage } from "../../web/src/features/adventures/create-adventure-page";
import { CONFIG_WORDS } from "../domain/config-words";
import { json, renderWithClient, stubFetch } from "./render";

const config = (places: PublicConfig["providers"]["places"]) => ({
	appName: "Adventure Guide",
	signInMethods: ["email-link"],
	providers: { auth: "email-link", places, llm: "offline", routes: "estimate", email: "outbox", map: "leaflet" },
	googleMapsBrowserKey: null,
	mapTiles: { url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "©", attributionUrl: null },
	parentBrandUrl: null,
});

const ROME = { latitude: 41.8933, longitude: 12.4829, name: "Rome", address: "Lazio, Italy", photoUrl: null };
const LONDON = { latitude: 51.5074, longitude: -0.1278, name: "London", address: "UK", photoUrl: null };

async function pick(places: PublicConfig["providers"]["places"], destination: typeof ROME) {
	const calls = stubFetch({
		"GET /api/config": () => json(config(places)),
		"GET /api/places/autocomplete": () =>
			json([
				{
					place_id: "city:1",
					description: `${destination.name}, ${destination.address}`,
					structured_formatting: { main_text: destination.name, secondary_text: destination.address },
				},
			]),
		"GET /api/places/details": () => json(destination),
	});
	renderWithClient(
		<MemoryRouter>
			<CreateAdventurePage />
		</MemoryRouter>,
	);
	const field = screen.getByRole("combobox");
	await userEvent.type(field, destination.name.slice(0, 4));
	await userEvent.click(await screen.findByRole("option", { name: new RegExp(destination.name) }, { timeout: 2000 }));
	await waitFor(() => expect(calls.some((call) => call.key === "GET /api/config")).toBe(true));
	return field;
}

describe("the create form's note where the guide can't suggest places", () => {
	it("shows under the destination, read with the field, when only the catalog runs and the place is far from it", async () => {
		const field = await pick("catalog", ROME);
		const note = await screen.findByRole("note");
		expect(note.textContent).toBe(coverageMessages.createNote);
		expect(note.textContent).not.toMatch(CONFIG_WORDS);
		expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(note.id);
	});

	it("stays away near a sample destination, and anywhere a provider covers", async () => {
		await pick("catalog", LONDON);
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(screen.queryByRole("note")).toBeNull();
	});

	it("stays away for Rome when the catalog has OpenStreetMap beyond it", async () => {
		await pick("catalog-osm", ROME);
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(screen.queryByRole("note")).toBeNull();
	});

	it("asks nothing before a destination is picked", () => {
		const calls = stubFetch({});
		renderWithClient(
			<MemoryRouter>
				<CreateAdventurePage />
			</MemoryRouter>,
		);
		expect(screen.queryByRole("note")).toBeNull();
		// Only the signed-in user is read (the profile's kids' ages pre-fill the form).
		expect(calls.map((call) => call.key)).toEqual(["GET /api/auth/user"]);
	});
});
