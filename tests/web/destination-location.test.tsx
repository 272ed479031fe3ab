import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../web/src/components/ui/toaster";
import { DestinationSearch } from "../../web/src/features/adventures/components/destination-search";
import { CreateAdventurePage } from "../../web/src/features/adventures/create-adventure-page";
import { json, renderWithClient, stubFetch } from "./render";

const rome = {
	place_id: "city:3169070",
	description: "Rome, Lazio, Italy",
	structured_formatting: { main_text: "Rome", secondary_text: "Lazio, Italy" },
};

afterEach(() => vi.useRealTimers());

function Field({ initial }: { initial: string }) {
	const [value, setValue] = useState(initial);
	return <DestinationSearch value={value} onTextChange={setValue} onSelect={(d) => setValue(d.location)} />;
}

describe("the destination suggestions open only when the user types", () => {
	it("never search, nor open, for the location a form starts with (edit page and dialog)", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		const calls = stubFetch({ "GET /api/places/autocomplete": () => json([rome]) });
		renderWithClient(<Field initial="Rome, Lazio, Italy" />);
		const field = screen.getByRole("combobox");
		fireEvent.focus(field);
		await act(async () => vi.advanceTimersByTime(1500));
		expect(calls).toHaveLength(0);
		expect(screen.queryByRole("listbox")).toBeNull();
		expect(field.getAttribute("aria-expanded")).toBe("false");

		// Typing does open them.
		fireEvent.change(field, { target: { value: "Rome, La" } });
		await act(async () => vi.advanceTimersByTime(600));
		expect(await screen.findByRole("option", { name: /Rome/ })).toBeTruthy();
		expect(calls).toHaveLength(1);
	});

	it("stay closed when the answer arrives after the user left the field or pressed Escape", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		const calls = stubFetch({ "GET /api/places/autocomplete": () => json([rome]) });
		renderWithClient(<Field initial="" />);
		const field = screen.getByRole("combobox");
		fireEvent.change(field, { target: { value: "Rome" } });
		fireEvent.blur(field);
		await act(async () => vi.advanceTimersByTime(1500));
		expect(calls).toHaveLength(1);
		expect(screen.queryByRole("listbox")).toBeNull();

		fireEvent.focus(field);
		fireEvent.change(field, { target: { value: "Rome, L" } });
		fireEvent.keyDown(field, { key: "Escape" });
		await act(async () => vi.advanceTimersByTime(1500));
		expect(calls).toHaveLength(2);
		expect(screen.queryByRole("listbox")).toBeNull();
	});
});

describe("Create Adventure: a destination must be picked", () => {
	it("says 'Please select a location' for typed text that was not picked, and sends nothing", async () => {
		const calls = stubFetch({ "GET /api/places/autocomplete": () => json([]) });
		renderWithClient(
			<MemoryRouter initialEntries={["/create-adventure"]}>
				<Routes>
					<Route path="/create-adventure" element={<CreateAdventurePage />} />
				</Routes>
				<Toaster />
			</MemoryRouter>,
		);
		await userEvent.type(screen.getByRole("combobox"), "Cornwall");
		await userEvent.click(screen.getByRole("button", { name: "Create Adventure" }));
		expect(await screen.findByText("Please select a location")).toBeTruthy();
		expect(calls.filter((call) => call.key === "POST /api/adventures")).toHaveLength(0);
	});
});
