import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../web/src/components/ui/toaster";
import { BugReportWidget } from "../../web/src/features/bug-reports";
import {
	capturedConsoleEntries,
	clearConsoleEntries,
	recordConsoleEntry,
} from "../../web/src/features/bug-reports/console-capture";
import { json, renderWithClient, stubFetch } from "./render";

const capture = vi.hoisted(() => ({ screenshot: vi.fn<() => Promise<string>>() }));
vi.mock("../../web/src/features/bug-reports/capture-screenshot", () => ({
	captureScreenshot: capture.screenshot,
}));

const SHOT = "data:image/jpeg;base64,/9j/4AAQSkZJRg==";

beforeEach(() => {
	clearConsoleEntries();
	capture.screenshot.mockReset();
	capture.screenshot.mockResolvedValue(SHOT);
});
afterEach(() => clearConsoleEntries());

describe("console capture", () => {
	it("keeps the last 10 errors and warnings, ignoring 'Maximum update depth exceeded'", () => {
		for (let i = 1; i <= 12; i++) recordConsoleEntry(i % 2 ? "error" : "warn", [`Problem ${i}`]);
		recordConsoleEntry("error", ["Warning: Maximum update depth exceeded. This can happen when..."]);
		recordConsoleEntry("error", ["   "]);
		const entries = capturedConsoleEntries();
		expect(entries.map((e) => e.message)).toEqual(Array.from({ length: 10 }, (_, i) => `Problem ${i + 3}`));
		expect(entries.map((e) => e.type).slice(0, 2)).toEqual(["error", "warn"]);
		expect(entries[0]?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
	});

	it("joins arguments, takes an Error's stack, and cleans and cuts messages to the server's limits", () => {
		const error = new TypeError("x is undefined");
		recordConsoleEntry("error", ["Render failed:", error, { id: 7 }]);
		recordConsoleEntry("warn", [`\u001b[31mred\u001b[0m ${"a".repeat(1200)}`]);
		const [first, second] = capturedConsoleEntries();
		expect(first?.message).toBe('Render failed: TypeError: x is undefined {"id":7}');
		expect(first?.stack).toContain("x is undefined");
		expect(second?.message.includes(String.fromCharCode(27))).toBe(false);
		expect(second?.message.length).toBe(1000);
		expect(second?.message.endsWith("…")).toBe(true);
	});

	it("captures console.error and console.warn once the widget is mounted, still printing them", () => {
		const real = { error: console.error, warn: console.warn };
		const printed = { error: vi.fn(), warn: vi.fn() };
		console.error = printed.error;
		console.warn = printed.warn;
		try {
			renderWithClient(<BugReportWidget />);
			console.error("Boom from a component");
			console.warn("Slow response");
			console.error("Maximum update depth exceeded. This can happen when a component calls setState");
		} finally {
			console.error = real.error;
			console.warn = real.warn;
		}
		expect(capturedConsoleEntries().map((e) => [e.type, e.message])).toEqual([
			["error", "Boom from a component"],
			["warn", "Slow response"],
		]);
		// Ignored for the report, yet still printed like everything else.
		expect(printed.error).toHaveBeenCalledTimes(2);
		expect(printed.warn).toHaveBeenCalledWith("Slow response");
	});
});

function renderWidget() {
	return renderWithClient(
		<>
			<BugReportWidget />
			<Toaster />
		</>,
	);
}

const reportButton = () => screen.getByRole("button", { name: "Report a Bug" });

describe("bug report widget", () => {
	it("is a button titled 'Report a Bug' that opens the 'Report Bug' panel with the screenshot and the last 3 errors", async () => {
		renderWidget();
		expect(reportButton().getAttribute("title")).toBe("Report a Bug");
		for (let i = 1; i <= 4; i++) recordConsoleEntry("error", [`Failure ${i}`]);
		await userEvent.click(reportButton());
		const dialog = await screen.findByRole("dialog", { name: "Report Bug" });
		expect(capture.screenshot).toHaveBeenCalledOnce();
		expect(dialog.querySelector("textarea")?.getAttribute("rows")).toBe("3");
		expect(screen.getByRole("img", { name: "Screenshot of the page" }).getAttribute("src")).toBe(SHOT);
		const shown = screen.getByRole("list", { name: "Recent console errors" });
		expect(shown.textContent).not.toContain("Failure 1");
		for (const n of [2, 3, 4]) expect(shown.textContent).toContain(`Failure ${n}`);
	});

	it("cancel closes and clears the description, screenshot and errors", async () => {
		renderWidget();
		recordConsoleEntry("error", ["Failure before cancel"]);
		await userEvent.click(reportButton());
		await userEvent.type(await screen.findByLabelText("Description (optional)"), "Half-written report");
		await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(capturedConsoleEntries()).toEqual([]);

		capture.screenshot.mockRejectedValueOnce(new Error("no canvas"));
		await userEvent.click(reportButton());
		await screen.findByRole("dialog", { name: "Report Bug" });
		expect((screen.getByLabelText("Description (optional)") as HTMLTextAreaElement).value).toBe("");
		expect(screen.getByText("No errors captured.")).toBeTruthy();
		expect(screen.getByText("No screenshot attached.")).toBeTruthy();
	});

	it("submits the page, description, errors and screenshot, thanks the reporter and clears everything", async () => {
		const calls = stubFetch({ "POST /api/bug-reports": () => json({ id: "r1", status: "bug" }, 201) });
		renderWidget();
		recordConsoleEntry("warn", ["Deprecated prop"]);
		await userEvent.click(reportButton());
		await userEvent.type(await screen.findByLabelText("Description (optional)"), "  The map is blank  ");
		await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
		expect(await screen.findByText("Bug Report Submitted")).toBeTruthy();
		expect(screen.getByText("Thank you! We'll review your report soon.")).toBeTruthy();
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(calls).toHaveLength(1);
		expect(calls[0]?.body).toMatchObject({
			url: "/",
			description: "The map is blank",
			screenshot: SHOT,
			consoleErrors: [{ type: "warn", message: "Deprecated prop" }],
			viewport: { width: expect.any(Number), height: expect.any(Number) },
		});
		expect(capturedConsoleEntries()).toEqual([]);
	});

	it("a failed capture shows the Screenshot Failed toast and the report goes without one", async () => {
		capture.screenshot.mockRejectedValueOnce(new Error("tainted canvas"));
		const calls = stubFetch({ "POST /api/bug-reports": () => json({ id: "r2", status: "bug" }, 201) });
		renderWidget();
		await userEvent.click(reportButton());
		expect(await screen.findByText("Screenshot Failed")).toBeTruthy();
		expect(screen.getByText("Could not capture screenshot. You can still submit the bug report.")).toBeTruthy();
		await screen.findByRole("dialog", { name: "Report Bug" });
		await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
		await screen.findByText("Bug Report Submitted");
		expect(calls[0]?.body).toMatchObject({ description: null, screenshot: null, consoleErrors: [] });
	});

	it("a failed submission keeps the panel and its text, with the Submission Failed toast", async () => {
		stubFetch({ "POST /api/bug-reports": () => json({ error: "Too many bug reports." }, 429) });
		renderWidget();
		await userEvent.click(reportButton());
		await userEvent.type(await screen.findByLabelText("Description (optional)"), "Still here");
		await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
		expect(await screen.findByText("Submission Failed")).toBeTruthy();
		expect(screen.getByText("Could not submit bug report. Please try again.")).toBeTruthy();
		expect((screen.getByLabelText("Description (optional)") as HTMLTextAreaElement).value).toBe("Still here");
	});
});
