import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../web/src/components/ui/toaster";
import { DuplicateAdventureButton } from "../../web/src/features/duplicate";
import { aUser, json, renderWithClient, stubFetch, textStream, textStreamOf } from "./render";

const SOURCE = { id: "adv-1", title: "Geysers and Bison", location: "Yellowstone National Park, WY", kidAges: [6, 12] };

/** A copy made for other dates: a spring trip's words on what may be a July copy, with another family's kids. */
const SPRING = {
	...SOURCE,
	title: "Spring in Yellowstone",
	description: "A spring trip in early April.",
	tags: ["Nature Park" as const],
};

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

function renderButton(adventure: typeof SOURCE | typeof SPRING = SOURCE) {
	return renderWithClient(
		<MemoryRouter initialEntries={["/adventure/adv-1/public"]}>
			<Routes>
				<Route path="/adventure/:id/public" element={<DuplicateAdventureButton adventure={adventure} />} />
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
		// The dialog's code is fetched on the first press (the first test pays for loading it).
		await screen.findByRole("dialog", {}, { timeout: 5000 });
		expect(screen.getByLabelText("Title *")).toHaveProperty("value", "Geysers and Bison (Copy)");
		expect(screen.getByLabelText("Start Date *")).toHaveProperty("value", "");
		expect(screen.getByLabelText("End Date *")).toHaveProperty("value", "");
		const destination = screen.getByLabelText("Destination");
		expect(destination).toHaveProperty("value", "Yellowstone National Park, WY");
		expect(destination).toHaveProperty("readOnly", true);
		// My kids' ages come first when the profile has them.
		expect(screen.getByRole("button", { name: "Use my kids' ages (4, 9)" }).getAttribute("aria-pressed")).toBe("true");
	});

	it("shows the spec's required-field messages and sends nothing", async () => {
		const calls = stubFetch({ "GET /api/auth/user": () => json(ME) });
		renderButton();
		await userEvent.click(await screen.findByRole("button", { name: "Duplicate Adventure" }));
		// The dialog's code is fetched on the first press (the first test pays for loading it).
		await screen.findByRole("dialog", {}, { timeout: 5000 });
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
		// The dialog's code is fetched on the first press (the first test pays for loading it).
		await screen.findByRole("dialog", {}, { timeout: 5000 });
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

	it("sends the kids' ages as edited, and toasts a failure", async () => {
		const calls = stubFetch({
			"GET /api/auth/user": () => json(ME),
			"POST /api/adventures/duplicate": () => json({ error: "boom" }, 500),
		});
		renderButton();
		await userEvent.click(await screen.findByRole("button", { name: "Duplicate Adventure" }));
		// The dialog's code is fetched on the first press (the first test pays for loading it).
		await screen.findByRole("dialog", {}, { timeout: 5000 });
		await userEvent.type(screen.getByLabelText("Start Date *"), "2032-08-01");
		await userEvent.type(screen.getByLabelText("End Date *"), "2032-08-04");
		await userEvent.click(screen.getByRole("button", { name: "Remove age 9" }));
		await userEvent.click(screen.getByRole("dialog").querySelector("button[type=submit]") as HTMLElement);
		expect(await screen.findByText("Failed to duplicate adventure. Please try again.")).toBeTruthy();
		const body = calls.find((c) => c.key === "POST /api/adventures/duplicate")?.body as Record<string, unknown>;
		expect(body.kidAges).toEqual([4]);
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
		// The dialog's code is fetched on the first press (the first test pays for loading it).
		await screen.findByRole("dialog", {}, { timeout: 5000 });
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

/** Opens the dialog as `me`, with the copy's dates already set to 10–14 July 2032. */
async function openSpringCopy(me = aUser({ kidAges: [4, 9] }), routes: Parameters<typeof stubFetch>[0] = {}) {
	const calls = stubFetch({
		"GET /api/auth/user": () => json(me),
		"POST /api/adventures/duplicate": () => json({ id: "copy-9" }, 201),
		...routes,
	});
	renderButton(SPRING);
	await userEvent.click(await screen.findByRole("button", { name: "Duplicate Adventure" }));
	// The dialog's code is fetched on the first press (the first test pays for loading it).
	await screen.findByRole("dialog", {}, { timeout: 5000 });
	const dialog = screen.getByRole("dialog");
	fireEvent.change(within(dialog).getByLabelText("Start Date *"), { target: { value: "2032-07-10" } });
	fireEvent.change(within(dialog).getByLabelText("End Date *"), { target: { value: "2032-07-14" } });
	return { calls, dialog };
}

const agesShown = (dialog: HTMLElement) =>
	within(dialog)
		.queryAllByRole("listitem")
		.map((item) => item.textContent);

const duplicateBody = (calls: ReturnType<typeof stubFetch>) =>
	calls.find((c) => c.key === "POST /api/adventures/duplicate")?.body as Record<string, unknown>;

describe("Duplicate dialog: the kids' ages are the family's to edit", () => {
	it("without ages in the profile, shows the original's ages, editable, and sends the edited list", async () => {
		const { calls, dialog } = await openSpringCopy(aUser({ kidAges: [] }));
		expect(within(dialog).queryByRole("button", { name: /Use my kids' ages/ })).toBeNull();
		expect(agesShown(dialog)).toEqual(["6 years", "12 years"]);
		await userEvent.click(within(dialog).getByRole("button", { name: "Remove age 12" }));
		await userEvent.type(within(dialog).getByLabelText("Kids' ages (optional)"), "3");
		await userEvent.click(within(dialog).getByRole("button", { name: "Add kid age" }));
		expect(agesShown(dialog)).toEqual(["3 years", "6 years"]);
		await userEvent.click(within(dialog).getByRole("button", { name: "Duplicate Adventure" }));
		expect(await screen.findByText("workspace of the copy")).toBeTruthy();
		expect(duplicateBody(calls).kidAges).toEqual([3, 6]);
	});

	it("with ages in the profile, 'Use my kids' ages' puts them in the field", async () => {
		const { calls, dialog } = await openSpringCopy();
		await userEvent.click(within(dialog).getByRole("button", { name: "Remove age 4" }));
		const mine = within(dialog).getByRole("button", { name: "Use my kids' ages (4, 9)" });
		expect(mine.getAttribute("aria-pressed")).toBe("false");
		await userEvent.click(mine);
		expect(mine.getAttribute("aria-pressed")).toBe("true");
		expect(agesShown(dialog)).toEqual(["4 years", "9 years"]);
		await userEvent.click(within(dialog).getByRole("button", { name: "Duplicate Adventure" }));
		expect(await screen.findByText("workspace of the copy")).toBeTruthy();
		expect(duplicateBody(calls).kidAges).toEqual([4, 9]);
	});
});

describe("Duplicate dialog: the description, re-written on request", () => {
	it("starts with the original's words and sends them unchanged only as the original's", async () => {
		const { calls, dialog } = await openSpringCopy(aUser({ kidAges: [] }));
		expect(within(dialog).getByLabelText("Description")).toHaveProperty("value", "A spring trip in early April.");
		await userEvent.click(within(dialog).getByRole("button", { name: "Duplicate Adventure" }));
		expect(await screen.findByText("workspace of the copy")).toBeTruthy();
		expect(duplicateBody(calls).description).toBeUndefined();
		// Nothing was asked of the AI without the button.
		expect(calls.some((c) => c.key === "POST /api/adventures/generate-description/stream")).toBe(false);
	});

	it("'AI Suggest' writes a description for the new dates and kids, which the copy keeps", async () => {
		const { calls, dialog } = await openSpringCopy(aUser({ kidAges: [4, 9] }), {
			"POST /api/adventures/generate-description/stream": () =>
				textStreamOf(
					{ delta: "Five summer days " },
					{ delta: "in Yellowstone." },
					{ description: "Five summer days in Yellowstone for a family with kids of 4 and 9." },
				),
		});
		await userEvent.click(within(dialog).getByRole("button", { name: "AI Suggest description" }));
		await waitFor(() =>
			expect(within(dialog).getByLabelText("Description")).toHaveProperty(
				"value",
				"Five summer days in Yellowstone for a family with kids of 4 and 9.",
			),
		);
		expect(await screen.findByText("Description Generated!")).toBeTruthy();
		const asked = calls.find((c) => c.key === "POST /api/adventures/generate-description/stream")?.body;
		expect(asked).toMatchObject({
			location: "Yellowstone National Park, WY",
			startDate: "2032-07-10",
			endDate: "2032-07-14",
			kidAges: [4, 9],
			tags: ["Nature Park"],
			title: "Spring in Yellowstone (Copy)",
		});
		await userEvent.click(within(dialog).getByRole("button", { name: "Duplicate Adventure" }));
		expect(await screen.findByText("workspace of the copy")).toBeTruthy();
		expect(duplicateBody(calls).description).toBe("Five summer days in Yellowstone for a family with kids of 4 and 9.");
	});

	it("the suggestion streams into the field as its words arrive, and ends with the final text", async () => {
		const stream = textStream();
		const { dialog } = await openSpringCopy(aUser({ kidAges: [4, 9] }), {
			"POST /api/adventures/generate-description/stream": () => stream.response(),
		});
		const field = within(dialog).getByLabelText("Description");
		await userEvent.click(within(dialog).getByRole("button", { name: "AI Suggest description" }));
		stream.send({ delta: "Five summer " });
		await waitFor(() => expect(field).toHaveProperty("value", "Five summer "));
		stream.send({ delta: "days in **Yellowstone**" });
		await waitFor(() => expect(field).toHaveProperty("value", "Five summer days in **Yellowstone**"));
		expect(screen.queryByText("Description Generated!")).toBeNull();
		stream.send({ description: "Five summer days in Yellowstone." });
		stream.end();
		await waitFor(() => expect(field).toHaveProperty("value", "Five summer days in Yellowstone."));
		expect(await screen.findByText("Description Generated!")).toBeTruthy();
	});

	it("a suggestion that fails half-way puts the words back and says so", async () => {
		const { dialog } = await openSpringCopy(aUser({ kidAges: [] }), {
			"POST /api/adventures/generate-description/stream": () =>
				textStreamOf({ delta: "Five summer " }, { error: "Failed to generate description" }),
		});
		await userEvent.click(within(dialog).getByRole("button", { name: "AI Suggest description" }));
		expect(await screen.findByText("Failed to generate description. Please try again.")).toBeTruthy();
		expect(within(dialog).getByLabelText("Description")).toHaveProperty("value", "A spring trip in early April.");
	});

	it("a failed suggestion keeps the words and says so", async () => {
		const { dialog } = await openSpringCopy(aUser({ kidAges: [] }), {
			"POST /api/adventures/generate-description/stream": () => json({ error: "Failed to generate description" }, 502),
		});
		await userEvent.click(within(dialog).getByRole("button", { name: "AI Suggest description" }));
		expect(await screen.findByText("Failed to generate description. Please try again.")).toBeTruthy();
		expect(within(dialog).getByLabelText("Description")).toHaveProperty("value", "A spring trip in early April.");
	});
});
