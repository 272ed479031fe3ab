import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../web/src/components/ui/toaster";
import { DuplicateAdventureButton } from "../../web/src/features/duplicate";
import { aUser, json, renderWithClient, stubFetch } from "./render";

const SOURCE = { id: "adv-1", title: "Geysers and Bison", location: "Yellowstone National Park, WY", kidAges: [6, 12] };

const ME = aUser({
	id: "me",
	firstName: "Ana",
	lastName: "Park",
	email: "ana@example.org",
	homeLocation: "Bozeman, MT",
	homeLatitude: 45.68,
	homeLongitude: -111.04,
	numberOfKids: 2,
	kidAges: [4, 9],
});

function renderButton() {
	return renderWithClient(
		<MemoryRouter initialEntries={["/adventure/adv-1/public"]}>
			<Routes>
				<Route path="/adventure/:id/public" element={<DuplicateAdventureButton adventure={SOURCE} />} />
				<Route path="/adventure/:id" element={<p>workspace of the copy</p>} />
			</Routes>
			<Toaster />
		</MemoryRouter>,
	);
}

afterEach(() => vi.restoreAllMocks());

describe("DuplicateAdventureButton", () => {
	it("pre-fills the title with ' (Copy)', leaves the dates empty and fixes the destination", async () => {
		stubFetch({ "GET /api/auth/user": () => json(ME) });
		renderButton();
		await userEvent.click(await screen.findByRole("button", { name: "Duplicate Adventure" }));
		expect(screen.getByLabelText("Title *")).toHaveProperty("value", "Geysers and Bison (Copy)");
		expect(screen.getByLabelText("Start Date *")).toHaveProperty("value", "");
		expect(screen.getByLabelText("End Date *")).toHaveProperty("value", "");
		const destination = screen.getByLabelText("Destination");
		expect(destination).toHaveProperty("value", "Yellowstone National Park, WY");
		expect(destination).toHaveProperty("readOnly", true);
		expect(screen.getByLabelText("Use my kids' ages (4, 9)")).toHaveProperty("checked", true);
	});

	it("shows the spec's required-field messages and sends nothing", async () => {
		const calls = stubFetch({ "GET /api/auth/user": () => json(ME) });
		renderButton();
		await userEvent.click(await screen.findByRole("button", { name: "Duplicate Adventure" }));
		await userEvent.clear(screen.getByLabelText("Title *"));
		const dialog = screen.getByRole("dialog");
		await userEvent.click(dialog.querySelector("button[type=submit]") as HTMLElement);
		for (const message of ["Title is required", "Start date is required", "End date is required"]) {
			expect(await screen.findByText(message)).toBeTruthy();
		}
		expect(calls.filter((c) => c.key.startsWith("POST"))).toHaveLength(0);
	});

	it("sends the copy with my kids' ages and goes to the new adventure", async () => {
		const calls = stubFetch({
			"GET /api/auth/user": () => json(ME),
			"POST /api/adventures/duplicate": () => json({ id: "copy-9" }, 201),
		});
		renderButton();
		await userEvent.click(await screen.findByRole("button", { name: "Duplicate Adventure" }));
		await userEvent.type(screen.getByLabelText("Start Date *"), "2032-08-01");
		await userEvent.type(screen.getByLabelText("End Date *"), "2032-08-04");
		await userEvent.type(screen.getByLabelText("Number of Travelers (optional)"), "4");
		await userEvent.click(screen.getByRole("dialog").querySelector("button[type=submit]") as HTMLElement);
		expect(await screen.findByText("workspace of the copy")).toBeTruthy();
		expect(await screen.findByText("Adventure Duplicated!", {}, { timeout: 5000 })).toBeTruthy();
		expect(calls.find((c) => c.key === "POST /api/adventures/duplicate")?.body).toEqual({
			sourceAdventureId: "adv-1",
			title: "Geysers and Bison (Copy)",
			startDate: "2032-08-01",
			endDate: "2032-08-04",
			numberOfTravelers: 4,
			kidAges: [4, 9],
		});
	});

	it("keeps the original's kids' ages when the box is unticked, and toasts a failure", async () => {
		const calls = stubFetch({
			"GET /api/auth/user": () => json(ME),
			"POST /api/adventures/duplicate": () => json({ error: "boom" }, 500),
		});
		renderButton();
		await userEvent.click(await screen.findByRole("button", { name: "Duplicate Adventure" }));
		await userEvent.type(screen.getByLabelText("Start Date *"), "2032-08-01");
		await userEvent.type(screen.getByLabelText("End Date *"), "2032-08-04");
		await userEvent.click(screen.getByLabelText("Use my kids' ages (4, 9)"));
		await userEvent.click(screen.getByRole("dialog").querySelector("button[type=submit]") as HTMLElement);
		expect(await screen.findByText("Failed to duplicate adventure. Please try again.")).toBeTruthy();
		const body = calls.find((c) => c.key === "POST /api/adventures/duplicate")?.body as Record<string, unknown>;
		expect(body.kidAges).toBeUndefined();
	});

	it("offers a line about home, with the distance, and adds it to the copy's description", async () => {
		const calls = stubFetch({
			"GET /api/auth/user": () => json(ME),
			"POST /api/adventures/duplicate": () => json({ id: "copy-9" }, 201),
		});
		const located = { ...SOURCE, description: "Geysers at dawn.", latitude: 44.46, longitude: -110.83 };
		renderWithClient(
			<MemoryRouter initialEntries={["/adventure/adv-1/public"]}>
				<Routes>
					<Route path="/adventure/:id/public" element={<DuplicateAdventureButton adventure={located} />} />
					<Route path="/adventure/:id" element={<p>workspace of the copy</p>} />
				</Routes>
			</MemoryRouter>,
		);
		await userEvent.click(await screen.findByRole("button", { name: "Duplicate Adventure" }));
		// Bozeman to Old Faithful: about 140 km as the crow flies.
		const offer = screen.getByLabelText(
			"Add where we travel from: “Travelling from Bozeman, MT, about 140 km from home.”",
		);
		expect(offer).toHaveProperty("checked", true);
		await userEvent.type(screen.getByLabelText("Start Date *"), "2032-08-01");
		await userEvent.type(screen.getByLabelText("End Date *"), "2032-08-04");
		await userEvent.click(screen.getByRole("dialog").querySelector("button[type=submit]") as HTMLElement);
		expect(await screen.findByText("workspace of the copy")).toBeTruthy();
		const body = calls.find((c) => c.key === "POST /api/adventures/duplicate")?.body as Record<string, unknown>;
		expect(body.description).toBe("Geysers at dawn.\n\nTravelling from Bozeman, MT, about 140 km from home.");
	});

	it("sends a signed-out viewer to sign in, returning to this page", async () => {
		stubFetch({ "GET /api/auth/user": () => json({ error: "Not signed in" }, 401) });
		const assign = vi.fn();
		vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
		renderButton();
		await waitFor(async () => {
			await userEvent.click(screen.getByRole("button", { name: "Duplicate Adventure" }));
			expect(assign).toHaveBeenCalledWith("/api/auth/login?returnTo=%2Fadventure%2Fadv-1%2Fpublic");
		});
		expect(screen.queryByRole("dialog")).toBeNull();
	});
});
