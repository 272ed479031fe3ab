import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { coverageMessages } from "../../domain/place/coverage";
import { PlacesTab } from "../../web/src/features/workspace/components/places-tab";
import { usePlannerPlaces } from "../../web/src/features/workspace/use-planner-places";
import { CONFIG_WORDS } from "../domain/config-words";
import { json, renderWithClient, stubFetch } from "./render";

/** The workspace's Places tab with its planner state, for an adventure in Rome. */
function RomePlaces() {
	const planner = usePlannerPlaces({ id: "adv-rome", location: "Rome, Italy", latitude: 41.89, longitude: 12.48 });
	return <PlacesTab adventureId="adv-rome" readOnly={false} planner={planner} />;
}

async function searchFor(query: string, answer: () => Response) {
	stubFetch({
		"GET /api/saved-places": () => json([]),
		"GET /api/places/autocomplete": () => json([]),
		"GET /api/places/search": answer,
	});
	renderWithClient(<RomePlaces />);
	await userEvent.type(screen.getByRole("combobox"), `${query}{Enter}`);
}

describe("Places tab search when the map service does not answer", () => {
	it("says so in the server's words (503), not 'No places found here'", async () => {
		await searchFor("zoo", () => json({ error: coverageMessages.unreachable }, 503));
		const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
		expect(alert.textContent).toBe(coverageMessages.unreachable);
		expect(alert.textContent).not.toMatch(CONFIG_WORDS);
		expect(screen.queryByText("No places found here")).toBeNull();
	});

	it("still says 'No places found here' when the search looked and found nothing", async () => {
		await searchFor("zoo", () => json([]));
		expect(await screen.findByText("No places found here", {}, { timeout: 4000 })).toBeTruthy();
		expect(screen.queryByRole("alert")).toBeNull();
	});

	it("keeps other failures silent (the spec: an empty result)", async () => {
		await searchFor("zoo", () => json({ error: "Internal Server Error" }, 500));
		expect(await screen.findByText("No places found here", {}, { timeout: 4000 })).toBeTruthy();
		expect(screen.queryByRole("alert")).toBeNull();
	});
});
