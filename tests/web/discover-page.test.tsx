import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { DiscoverPage } from "../../web/src/features/discover/discover-page";
import { aUser, json, renderWithClient, stubFetch } from "./render";

const card = (fields: Record<string, unknown>) => ({
	id: crypto.randomUUID(),
	title: "Trip",
	description: "A lovely trip",
	location: "Somewhere",
	latitude: null,
	longitude: null,
	startDate: "2031-07-01",
	endDate: "2031-07-07",
	numberOfTravelers: null,
	kidAges: [],
	tags: [],
	coverImageUrl: null,
	createdAt: "2026-01-01T00:00:00.000Z",
	owner: { displayName: "Ana", isLocalWunder: false },
	...fields,
});

const PUBLIC = [
	card({
		title: "Geysers and Bison",
		location: "Yellowstone National Park, WY",
		latitude: 44.43,
		longitude: -110.59,
		kidAges: [4, 9],
		tags: ["National Park", "Hiking", "Camping", "Lakeside", "Mountain", "Nature Park", "Fishing", "Snow"],
	}),
	card({
		title: "Harbour Weekend",
		location: "Bar Harbor, ME",
		startDate: "2031-07-01",
		endDate: "2031-07-02",
		kidAges: [14],
	}),
	card({
		title: "London Museums",
		location: "London, UK",
		startDate: "2031-07-01",
		endDate: "2031-07-04",
		kidAges: [7],
	}),
];

const ME = aUser({
	id: "me",
	firstName: "Ana",
	lastName: "P",
	email: "a@example.org",
	homeLocation: "West Yellowstone, MT",
	homeLatitude: 44.5,
	homeLongitude: -110.7,
	numberOfKids: 1,
	kidAges: [5],
});

function Where() {
	const location = useLocation();
	return <output data-testid="where">{location.search}</output>;
}

function renderAt(url: string, user: unknown = null) {
	stubFetch({
		"GET /api/adventures/public": () => json(PUBLIC),
		"GET /api/auth/user": () => (user ? json(user) : json({ error: "Not signed in" }, 401)),
	});
	return renderWithClient(
		<MemoryRouter initialEntries={[url]}>
			<Routes>
				<Route
					path="/discover"
					element={
						<>
							<DiscoverPage />
							<Where />
						</>
					}
				/>
			</Routes>
		</MemoryRouter>,
	);
}

describe("Discover", () => {
	it("lists every public adventure with the count line, 6 tags then '+N more' and days", async () => {
		renderAt("/discover");
		expect(await screen.findByText("3 adventures found")).toBeTruthy();
		expect(screen.getByRole("heading", { name: "Discover Adventures" })).toBeTruthy();
		const geysers = screen.getByRole("link", { name: /Geysers and Bison/ });
		expect(geysers.getAttribute("href")).toBe(`/adventure/${PUBLIC[0]?.id}/public`);
		expect(within(geysers).getByText("+2 more")).toBeTruthy();
		expect(within(geysers).getByText("7 days")).toBeTruthy();
		expect(within(geysers).queryByText("Local Wunder")).toBeNull();
	});

	it("applies the filters from the URL (ANDed) and opens the filter panel", async () => {
		renderAt("/discover?region=us-east&age=13-plus");
		expect(await screen.findByText("1 adventure found")).toBeTruthy();
		expect(screen.getByRole("link", { name: /Harbour Weekend/ })).toBeTruthy();
		expect(screen.getByRole("button", { name: "US East" }).getAttribute("aria-pressed")).toBe("true");
	});

	it("writes a chosen filter and the search into the URL", async () => {
		renderAt("/discover");
		await screen.findByText("3 adventures found");
		await userEvent.click(screen.getByRole("button", { name: /Show Filters/ }));
		await userEvent.click(screen.getByRole("button", { name: "International" }));
		expect(screen.getByText("1 adventure found")).toBeTruthy();
		expect(screen.getByTestId("where").textContent).toBe("?region=international");
		await userEvent.type(screen.getByRole("searchbox", { name: "Search adventures" }), "bison");
		expect(screen.getByText("0 adventures found")).toBeTruthy();
		expect(screen.getByTestId("where").textContent).toBe("?q=bison&region=international");
	});

	it("shows the empty state, whose 'Clear All Filters' brings everything back", async () => {
		renderAt("/discover?duration=week-plus&q=museum");
		expect(await screen.findByText("No adventures found")).toBeTruthy();
		const clear = screen.getAllByRole("button", { name: "Clear All Filters" }).at(-1) as HTMLElement;
		await userEvent.click(clear);
		expect(await screen.findByText("3 adventures found")).toBeTruthy();
		expect(screen.getByTestId("where").textContent).toBe("");
	});

	it("badges adventures within 30 km of the signed-in viewer's home as 'Local Wunder'", async () => {
		renderAt("/discover", ME);
		expect(await screen.findByText("3 adventures found")).toBeTruthy();
		const geysers = screen.getByRole("link", { name: /Geysers and Bison/ });
		expect(await within(geysers).findByText("Local Wunder")).toBeTruthy();
		expect(within(screen.getByRole("link", { name: /London Museums/ })).queryByText("Local Wunder")).toBeNull();
	});
});
