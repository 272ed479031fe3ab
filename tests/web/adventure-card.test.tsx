import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ADVENTURE_TAGS, type Adventure } from "../../domain/adventure/adventure";
import { AdventureCard } from "../../web/src/features/adventures/components/adventure-card";

const base: Adventure = {
	id: "a1",
	title: "Geysers & Grizzlies",
	description: "Boardwalks, bison and Old Faithful.",
	location: "Yellowstone National Park, WY, USA",
	latitude: 44.6,
	longitude: -110.5,
	startDate: "2030-07-01",
	endDate: "2030-07-07",
	numberOfTravelers: 4,
	kidAges: [4, 9],
	interests: [],
	tags: ["National Park", "Hiking"],
	coverImageUrl: null,
	isPublic: false,
	createdAt: "2030-01-01T00:00:00.000Z",
	updatedAt: "2030-01-01T00:00:00.000Z",
};

function renderCard(adventure: Partial<Adventure>, today: string) {
	return render(
		<MemoryRouter>
			<AdventureCard adventure={{ ...base, ...adventure }} today={today} />
		</MemoryRouter>,
	);
}

describe("AdventureCard", () => {
	it("shows the facts of the spec and links to the workspace", () => {
		renderCard({}, "2030-06-01");
		expect(screen.getByText("7 days")).toBeTruthy();
		expect(screen.getByText("4 travelers")).toBeTruthy();
		expect(screen.getByText("Kids ages: 4, 9")).toBeTruthy();
		expect(screen.getByText("Jul 1, 2030 – Jul 7, 2030")).toBeTruthy();
		expect(screen.getByRole("link").getAttribute("href")).toBe("/adventure/a1");
		expect(screen.queryByText("Public")).toBeNull();
	});

	it("shows 'Day X of N' during the trip and 'Public' when shared", () => {
		renderCard({ isPublic: true }, "2030-07-03");
		expect(screen.getByText("Day 3 of 7")).toBeTruthy();
		expect(screen.getByText("Public")).toBeTruthy();
	});

	it("shows 'Schedule Pending' when the end is before the start", () => {
		renderCard({ startDate: "2030-07-07", endDate: "2030-07-01" }, "2030-06-01");
		expect(screen.getByText("Schedule Pending")).toBeTruthy();
	});

	it("shows at most 6 tags, then '+N more'", () => {
		renderCard({ tags: ADVENTURE_TAGS.slice(0, 9) }, "2030-06-01");
		expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
			...ADVENTURE_TAGS.slice(0, 6),
			"+3 more",
		]);
	});
});
