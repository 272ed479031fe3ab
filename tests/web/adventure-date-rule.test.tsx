import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { type Adventure, earliestEndDate, endDateError } from "../../domain/adventure/adventure";
import { AdventureEditForm } from "../../web/src/features/adventures/components/adventure-edit-form";
import { CreateAdventurePage } from "../../web/src/features/adventures/create-adventure-page";
import { anAdventure, renderWithClient, stubFetch } from "./render";

/** The forms use the domain's date rule: create wants the day after the start, edit allows a same-day trip. */

function renderCreate() {
	return renderWithClient(
		<MemoryRouter initialEntries={["/create-adventure"]}>
			<Routes>
				<Route path="/create-adventure" element={<CreateAdventurePage />} />
			</Routes>
		</MemoryRouter>,
	);
}

const stored: Adventure = anAdventure({
	title: "Brighton",
	location: "Brighton, UK",
	latitude: 50.8,
	longitude: -0.1,
	startDate: "2030-07-05",
	endDate: "2030-07-07",
	createdAt: "2030-01-01T00:00:00.000Z",
	updatedAt: "2030-01-01T00:00:00.000Z",
});

function renderEdit(onSubmit = vi.fn()) {
	renderWithClient(
		<AdventureEditForm
			adventure={stored}
			variant="page"
			pending={false}
			submitLabel="Update Adventure"
			pendingLabel="Updating..."
			onSubmit={onSubmit}
			footer={(submit) => submit}
		/>,
	);
	return onSubmit;
}

describe("Create Adventure: the create rule", () => {
	it("the end date's minimum is the rule's earliest end date", () => {
		stubFetch({});
		renderCreate();
		fireEvent.change(screen.getByLabelText("Start date *"), { target: { value: "2030-12-31" } });
		expect((screen.getByLabelText("End date *") as HTMLInputElement).min).toBe(earliestEndDate("2030-12-31", "create"));
	});

	it("refuses a same-day trip with the rule's message and sends nothing", async () => {
		const calls = stubFetch({});
		renderCreate();
		fireEvent.change(screen.getByLabelText("Start date *"), { target: { value: "2030-07-05" } });
		fireEvent.change(screen.getByLabelText("End date *"), { target: { value: "2030-07-05" } });
		await userEvent.click(screen.getByRole("button", { name: "Create Adventure" }));
		const message = endDateError("2030-07-05", "2030-07-05", "create") as string;
		expect(await screen.findByText(message)).toBeTruthy();
		expect(calls.filter((c) => c.key === "POST /api/adventures")).toEqual([]);
	});
});

describe("Edit Adventure: the edit rule", () => {
	it("accepts a same-day trip", async () => {
		stubFetch({});
		const onSubmit = renderEdit();
		fireEvent.change(screen.getByLabelText("End Date *"), { target: { value: "2030-07-05" } });
		await userEvent.click(screen.getByRole("button", { name: "Update Adventure" }));
		await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
		expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ startDate: "2030-07-05", endDate: "2030-07-05" });
	});

	it("refuses an end before the start with the rule's message", async () => {
		stubFetch({});
		const onSubmit = renderEdit();
		fireEvent.change(screen.getByLabelText("End Date *"), { target: { value: "2030-07-04" } });
		await userEvent.click(screen.getByRole("button", { name: "Update Adventure" }));
		expect(await screen.findByText(endDateError("2030-07-05", "2030-07-04", "edit") as string)).toBeTruthy();
		expect(onSubmit).not.toHaveBeenCalled();
	});
});
