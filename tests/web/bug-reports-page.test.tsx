import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../web/src/components/ui/toaster";
import { BugReportsPage } from "../../web/src/features/bug-reports/bug-reports-page";
import { aUser, json, renderWithClient, stubFetch } from "./render";

const admin = aUser({ id: "admin-1", lastName: "Admin", email: "admin@example.com", isAdmin: true });

const report = (id: string, status: "bug" | "fixed", description: string | null) => ({
	id,
	status,
	description,
	userId: null,
	userEmail: "Public",
	url: "/discover?q=zoo",
	userAgent: "Mozilla/5.0 (test)",
	viewport: { width: 375, height: 812 },
	consoleErrors: [{ message: "TypeError: map is undefined", timestamp: "2031-07-01T10:00:00.000Z", type: "error" }],
	screenshotUrl: status === "bug" ? `/api/bug-reports/${id}/screenshot` : null,
	createdAt: "2031-07-01T10:00:00.000Z",
	updatedAt: "2031-07-01T10:00:00.000Z",
});

const listOf = (...reports: ReturnType<typeof report>[]) =>
	json({
		reports,
		counts: {
			open: reports.filter((r) => r.status === "bug").length,
			fixed: reports.filter((r) => r.status === "fixed").length,
		},
	});

/** The browser's confirmation, answering the given values in turn. */
function stubConfirm(...answers: boolean[]) {
	const confirm = vi.fn((_message?: string) => answers.shift() ?? false);
	window.confirm = confirm;
	return confirm;
}

afterEach(() => vi.restoreAllMocks());

function renderPage(routes: Parameters<typeof stubFetch>[0]) {
	const calls = stubFetch({ "GET /api/auth/user": () => json(admin), ...routes });
	renderWithClient(
		<MemoryRouter>
			<BugReportsPage />
			<Toaster />
		</MemoryRouter>,
	);
	return calls;
}

describe("/admin/bugs", () => {
	it("shows Open (n) and Fixed (n) tabs; a report shows its description, page, reporter, errors and screenshot", async () => {
		renderPage({
			"GET /api/bug-reports": () => listOf(report("r1", "bug", "Map is blank"), report("r2", "fixed", null)),
		});
		expect(await screen.findByRole("tab", { name: "Open (1)" })).toBeTruthy();
		expect(screen.getByRole("tab", { name: "Fixed (1)" })).toBeTruthy();
		const card = screen.getByRole("article", { name: "Map is blank" });
		expect(within(card).getByText("/discover?q=zoo")).toBeTruthy();
		expect(within(card).getByText("Public")).toBeTruthy();
		expect(within(card).getByText("Jul 01, 2031", { exact: false })).toBeTruthy();
		expect(within(card).getByText("TypeError: map is undefined")).toBeTruthy();
		expect(within(card).getByRole("img", { name: "Screenshot of the reported page" }).getAttribute("src")).toBe(
			"/api/bug-reports/r1/screenshot",
		);
		await userEvent.click(within(card).getByRole("button", { name: "Enlarge screenshot" }));
		expect(await screen.findByRole("dialog", { name: "Screenshot" })).toBeTruthy();
	});

	it("Mark Fixed sends the status and says 'Status Updated'; a failure says 'Update Failed'", async () => {
		let fail = false;
		const calls = renderPage({
			"GET /api/bug-reports": () => listOf(report("r1", "bug", "Map is blank")),
			"PATCH /api/bug-reports/r1/status": () =>
				fail ? json({ error: "nope" }, 500) : json(report("r1", "fixed", "x")),
		});
		const card = await screen.findByRole("article", { name: "Map is blank" });
		await userEvent.click(within(card).getByRole("button", { name: "Mark Fixed" }));
		expect(await screen.findByText("Status Updated")).toBeTruthy();
		expect(calls.find((c) => c.key === "PATCH /api/bug-reports/r1/status")?.body).toEqual({ status: "fixed" });

		fail = true;
		await userEvent.click(within(card).getByRole("button", { name: "Mark Fixed" }));
		expect(await screen.findByText("Update Failed")).toBeTruthy();
		expect(screen.getByText("Failed to update bug report status.")).toBeTruthy();
	});

	it("Reopen on the Fixed tab; delete asks the browser's confirmation and says 'Bug Report Deleted'", async () => {
		const confirm = stubConfirm(false, true);
		const calls = renderPage({
			"GET /api/bug-reports": () => listOf(report("r2", "fixed", "Old bug")),
			"PATCH /api/bug-reports/r2/status": () => json(report("r2", "bug", "Old bug")),
			"DELETE /api/bug-reports/r2": () => json({ deleted: true }),
		});
		expect(await screen.findByText("No open bug reports. Nice work!")).toBeTruthy();
		await userEvent.click(screen.getByRole("tab", { name: "Fixed (1)" }));
		const card = await screen.findByRole("article", { name: "Old bug" });
		await userEvent.click(within(card).getByRole("button", { name: "Reopen" }));
		await screen.findByText("Status Updated");
		expect(calls.find((c) => c.key === "PATCH /api/bug-reports/r2/status")?.body).toEqual({ status: "bug" });

		await userEvent.click(within(card).getByRole("button", { name: "Delete bug report" }));
		expect(confirm).toHaveBeenCalledWith(
			"Are you sure you want to delete this bug report? This action cannot be undone.",
		);
		expect(calls.some((c) => c.key === "DELETE /api/bug-reports/r2")).toBe(false);
		await userEvent.click(within(card).getByRole("button", { name: "Delete bug report" }));
		expect(await screen.findByText("Bug Report Deleted")).toBeTruthy();
		await waitFor(() => expect(calls.some((c) => c.key === "DELETE /api/bug-reports/r2")).toBe(true));
	});

	it("a failed delete says 'Delete Failed'", async () => {
		stubConfirm(true);
		renderPage({
			"GET /api/bug-reports": () => listOf(report("r1", "bug", "Map is blank")),
			"DELETE /api/bug-reports/r1": () => json({ error: "Bug report not found" }, 404),
		});
		const card = await screen.findByRole("article", { name: "Map is blank" });
		await userEvent.click(within(card).getByRole("button", { name: "Delete bug report" }));
		expect(await screen.findByText("Delete Failed")).toBeTruthy();
		expect(screen.getByText("Could not delete the bug report.")).toBeTruthy();
	});
});
