import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../web/src/components/ui/toaster";
import { CreateAdventurePage } from "../../web/src/features/adventures/create-adventure-page";
import { aUser, json, renderWithClient, stubFetch, textStreamOf } from "./render";

function renderPage() {
	return renderWithClient(
		<MemoryRouter initialEntries={["/create-adventure"]}>
			<Routes>
				<Route path="/create-adventure" element={<CreateAdventurePage />} />
				<Route path="/adventure/:id" element={<p>workspace</p>} />
			</Routes>
			<Toaster />
		</MemoryRouter>,
	);
}

const yellowstone = {
	place_id: "park:yell",
	description: "Yellowstone National Park, WY, USA",
	structured_formatting: { main_text: "Yellowstone National Park", secondary_text: "WY, USA" },
};

afterEach(() => vi.useRealTimers());

/** The calls the form made: the signed-in user's read (for the profile's kids' ages) is the page's own. */
const sent = (calls: ReturnType<typeof stubFetch>) => calls.filter((call) => call.key !== "GET /api/auth/user");

describe("Create Adventure form", () => {
	it("shows every required-field message of the spec and sends nothing", async () => {
		const calls = stubFetch({});
		renderPage();
		await userEvent.click(screen.getByRole("button", { name: "Create Adventure" }));
		for (const message of [
			"Title is required",
			"Location is required",
			"Start date is required",
			"End date is required",
		]) {
			expect(await screen.findByText(message)).toBeTruthy();
		}
		expect(sent(calls)).toHaveLength(0);
	});

	it("needs a destination before AI Suggest: 'Location Required' toasts", async () => {
		const calls = stubFetch({});
		renderPage();
		await userEvent.click(screen.getByRole("button", { name: "AI Suggest title" }));
		expect(await screen.findByText("Location Required")).toBeTruthy();
		expect(screen.getByText("Please enter a destination first to generate a title.")).toBeTruthy();
		await userEvent.click(screen.getByRole("button", { name: "AI Suggest description" }));
		expect(await screen.findByText("Please enter a destination first to generate a description.")).toBeTruthy();
		expect(sent(calls)).toHaveLength(0);
	});

	it("searches destinations only from 3 characters, 500 ms after typing stops", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		const calls = stubFetch({ "GET /api/places/autocomplete": () => json([yellowstone]) });
		renderPage();
		const field = screen.getByRole("combobox");
		fireEvent.change(field, { target: { value: "ye" } });
		await act(async () => vi.advanceTimersByTime(1000));
		expect(sent(calls)).toHaveLength(0);

		fireEvent.change(field, { target: { value: "yel" } });
		await act(async () => vi.advanceTimersByTime(400));
		expect(sent(calls)).toHaveLength(0);
		fireEvent.change(field, { target: { value: "yell" } });
		// The fake clock also follows real time (shouldAdvanceTime), so leave a margin for a slow machine.
		await act(async () => vi.advanceTimersByTime(450));
		expect(sent(calls)).toHaveLength(0);
		await act(async () => vi.advanceTimersByTime(50));
		await waitFor(() => expect(sent(calls)).toHaveLength(1));
		expect(sent(calls)[0]?.key).toBe("GET /api/places/autocomplete");
		expect(await screen.findByRole("option", { name: /Yellowstone National Park/ })).toBeTruthy();

		// The list hides 200 ms after the field loses focus.
		fireEvent.blur(field);
		await act(async () => vi.advanceTimersByTime(150));
		expect(screen.queryByRole("listbox")).not.toBeNull();
		await act(async () => vi.advanceTimersByTime(60));
		expect(screen.queryByRole("listbox")).toBeNull();
	});

	it("creates the adventure with the chosen place's coordinates and photo, then opens it", async () => {
		const calls = stubFetch({
			"GET /api/places/autocomplete": () => json([yellowstone]),
			"GET /api/places/details": () =>
				json({
					latitude: 44.6,
					longitude: -110.5,
					address: "WY, USA",
					name: "Yellowstone National Park",
					photoUrl: "/covers/national-park.svg",
				}),
			"POST /api/adventures/generate-title/stream": () =>
				textStreamOf({ delta: '"Geysers ' }, { delta: '& Grizzlies"' }, { title: "Geysers & Grizzlies" }),
			"POST /api/adventures": () => json({ id: "adv-1" }, 201),
			"GET /api/adventures": () => json([]),
		});
		renderPage();
		await userEvent.type(screen.getByRole("combobox"), "yellowst");
		await userEvent.click(await screen.findByRole("option", { name: /Yellowstone National Park/ }, { timeout: 2000 }));
		fireEvent.change(screen.getByLabelText("Start date *"), { target: { value: "2030-07-01" } });
		fireEvent.change(screen.getByLabelText("End date *"), { target: { value: "2030-07-05" } });
		expect((screen.getByLabelText("End date *") as HTMLInputElement).min).toBe("2030-07-02");

		const age = screen.getByPlaceholderText("Age, 1 to 18");
		for (const value of ["9", "4", "4", "19"]) {
			await userEvent.clear(age);
			await userEvent.type(age, value);
			const add = screen.getByRole("button", { name: "Add kid age" }) as HTMLButtonElement;
			if (!add.disabled) await userEvent.click(add);
		}
		const ages = within(screen.getByRole("list", { name: "Kids' ages" }));
		expect(ages.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["4 years", "9 years"]);

		await userEvent.click(screen.getByRole("button", { name: "National Park" }));
		await userEvent.click(screen.getByRole("button", { name: "AI Suggest title" }));
		expect(await screen.findByText("Title Generated!")).toBeTruthy();
		expect((screen.getByLabelText("Title *") as HTMLInputElement).value).toBe("Geysers & Grizzlies");
		// Pressed again, the request names the title shown, so the next one differs.
		await userEvent.click(screen.getByRole("button", { name: "AI Suggest title" }));
		await waitFor(() =>
			expect(calls.filter((call) => call.key === "POST /api/adventures/generate-title/stream")).toHaveLength(2),
		);
		const again = calls.filter((call) => call.key === "POST /api/adventures/generate-title/stream")[1];
		expect(again?.body).toMatchObject({ title: "Geysers & Grizzlies", previousTitles: ["Geysers & Grizzlies"] });

		await userEvent.click(screen.getByRole("button", { name: "Create Adventure" }));
		expect(await screen.findByText("workspace")).toBeTruthy();
		const created = calls.find((call) => call.key === "POST /api/adventures");
		expect(created?.body).toEqual({
			title: "Geysers & Grizzlies",
			description: null,
			location: "Yellowstone National Park, WY, USA",
			latitude: 44.6,
			longitude: -110.5,
			startDate: "2030-07-01",
			endDate: "2030-07-05",
			numberOfTravelers: null,
			kidAges: [4, 9],
			tags: ["National Park"],
			coverImageUrl: "/covers/national-park.svg",
		});
		// Suggestions and the picked place's details share one autocomplete session token.
		const suggest = calls.find((call) => call.key === "GET /api/places/autocomplete");
		const details = calls.find((call) => call.key === "GET /api/places/details");
		const token = suggest?.url.searchParams.get("sessionToken");
		expect(token).toMatch(/^[0-9a-f-]{36}$/);
		expect(details?.url.searchParams.get("sessionToken")).toBe(token);
		const titleCall = calls.find((call) => call.key === "POST /api/adventures/generate-title/stream");
		expect(titleCall?.body).toMatchObject({
			previousTitles: [],
			location: "Yellowstone National Park, WY, USA",
			kidAges: [4, 9],
			tags: ["National Park"],
		});
	});

	it("rejects an end date that is not after the start date", async () => {
		stubFetch({});
		renderPage();
		fireEvent.change(screen.getByLabelText("Start date *"), { target: { value: "2030-07-05" } });
		fireEvent.change(screen.getByLabelText("End date *"), { target: { value: "2030-07-05" } });
		await userEvent.click(screen.getByRole("button", { name: "Create Adventure" }));
		expect(await screen.findByText("End date must be after the start date")).toBeTruthy();
	});

	it("shows 'Creating...' while pending and the spec's error toast on failure", async () => {
		let release: (r: Response) => void = () => {};
		stubFetch({
			"GET /api/places/autocomplete": () => json([yellowstone]),
			"GET /api/places/details": () => json({ latitude: 1, longitude: 2, address: "", name: "Y", photoUrl: null }),
			"POST /api/adventures": () =>
				new Promise<Response>((resolve) => {
					release = resolve;
				}),
		});
		renderPage();
		await userEvent.type(screen.getByRole("combobox"), "yellowst");
		await userEvent.click(await screen.findByRole("option", { name: /Yellowstone/ }, { timeout: 2000 }));
		fireEvent.change(screen.getByLabelText("Start date *"), { target: { value: "2030-07-01" } });
		fireEvent.change(screen.getByLabelText("End date *"), { target: { value: "2030-07-03" } });
		await userEvent.type(screen.getByLabelText("Title *"), "Trip");
		await userEvent.click(screen.getByRole("button", { name: "Create Adventure" }));
		const pending = await screen.findByRole("button", { name: "Creating..." });
		expect((pending as HTMLButtonElement).disabled).toBe(true);
		await act(async () => release(json({ error: "boom" }, 500)));
		expect(await screen.findByText("Failed to create adventure. Please try again.")).toBeTruthy();
	});
});

describe("Create Adventure: the profile's ages come first", () => {
	it("pre-fills the kids' ages saved in the profile", async () => {
		stubFetch({ "GET /api/auth/user": () => json(aUser({ kidAges: [5, 8] })) });
		renderPage();
		const list = await screen.findByRole("list", { name: "Kids' ages" });
		expect(
			within(list)
				.getAllByRole("listitem")
				.map((item) => item.textContent),
		).toEqual(["5 years", "8 years"]);
	});
});
