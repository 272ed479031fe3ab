import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEmailList } from "../../domain/share/share";
import { Toaster } from "../../web/src/components/ui/toaster";
import { emailListProblem, ShareDialog } from "../../web/src/features/workspace/components/share-dialog";
import { anAdventure, json, renderWithClient, stubFetch } from "./render";

const adventure = anAdventure();

const LINK = "http://localhost/public/adv-1?share=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

describe("e-mail list", () => {
	it("splits by commas, trims and drops blanks", () => {
		expect(parseEmailList(" a@x.org, ,b@y.com ,, ")).toEqual({ emails: ["a@x.org", "b@y.com"], invalid: [] });
	});

	it("lists every invalid address, and needs at least one", () => {
		expect(emailListProblem("a@x.org, nope, c d@x.org").error).toBe("Invalid email addresses: nope, c d@x.org");
		expect(emailListProblem(" , ").error).toBe("Please enter at least one email address.");
		const many = Array.from({ length: 21 }, (_, i) => `p${i}@x.org`).join(",");
		expect(emailListProblem(many).error).toMatch(/At most 20/);
		expect(emailListProblem("a@x.org").error).toBeNull();
	});
});

describe("ShareDialog", () => {
	const render = () =>
		renderWithClient(
			<>
				<ShareDialog adventure={adventure} open onOpenChange={() => {}} />
				<Toaster />
			</>,
		);

	it("shows the share link and sends nothing for an invalid list", async () => {
		const calls = stubFetch({
			"POST /api/adventures/adv-1/share-link": () => json({ url: LINK }),
			"POST /api/adventures/share-email": () => json({ sent: 1, shareUrl: LINK }),
		});
		render();
		await waitFor(() => expect(screen.getByLabelText("Share link")).toHaveProperty("value", LINK));

		const user = userEvent.setup();
		await user.click(screen.getByRole("tab", { name: /Send Email/ }));
		const send = screen.getByRole("button", { name: /Send/ });
		expect(send).toHaveProperty("disabled", true);
		await user.type(screen.getByLabelText("Email addresses"), "friend@example.org, not-an-email");
		await user.click(send);
		expect(await screen.findByText("Invalid email addresses: not-an-email")).toBeTruthy();
		expect(calls.filter((c) => c.key === "POST /api/adventures/share-email")).toHaveLength(0);

		await user.clear(screen.getByLabelText("Email addresses"));
		await user.type(screen.getByLabelText("Email addresses"), "friend@example.org , b@example.org");
		await user.click(screen.getByRole("button", { name: /Send/ }));
		await waitFor(() => expect(calls.some((c) => c.key === "POST /api/adventures/share-email")).toBe(true));
		const sent = calls.find((c) => c.key === "POST /api/adventures/share-email");
		expect(sent?.body).toEqual({ adventureId: "adv-1", emails: ["friend@example.org", "b@example.org"] });
	});

	it("flips the public switch at once and reverts it on failure with the spec's toast", async () => {
		stubFetch({
			"POST /api/adventures/adv-1/share-link": () => json({ url: LINK }),
			"PATCH /api/adventures/adv-1": () => json({ error: "boom" }, 500),
		});
		render();
		const user = userEvent.setup();
		await user.click(screen.getByRole("tab", { name: /Make Public/ }));
		const toggle = screen.getByRole("switch");
		expect(toggle.getAttribute("aria-checked")).toBe("false");
		await user.click(toggle);
		expect(await screen.findByText("Failed to update privacy settings. Please try again.")).toBeTruthy();
		expect(screen.getByRole("switch").getAttribute("aria-checked")).toBe("false");
	});

	it("toasts when the clipboard refuses", async () => {
		stubFetch({ "POST /api/adventures/adv-1/share-link": () => json({ url: LINK }) });
		const user = userEvent.setup();
		// After setup: user-event installs its own clipboard.
		Object.defineProperty(navigator, "clipboard", {
			value: { writeText: () => Promise.reject(new Error("denied")) },
			configurable: true,
		});
		render();
		const copy = await screen.findByRole("button", { name: "Copy link" });
		await waitFor(() => expect(copy).toHaveProperty("disabled", false));
		await user.click(copy);
		expect(await screen.findByText("Failed to copy link to clipboard.")).toBeTruthy();
	});

	describe("native share (phones)", () => {
		/** Installs (or, with null, removes) `navigator.share` and a clipboard that records what it copies. */
		function browserWith(share: ((data: ShareData) => Promise<void>) | null) {
			const copied: string[] = [];
			Object.defineProperty(navigator, "clipboard", {
				value: { writeText: async (text: string) => void copied.push(text) },
				configurable: true,
			});
			if (share) Object.defineProperty(navigator, "share", { value: share, configurable: true });
			else Reflect.deleteProperty(navigator, "share");
			return copied;
		}
		afterEach(() => Reflect.deleteProperty(navigator, "share"));

		/** The dialog in a browser with this `navigator.share`; user-event first, as it installs its own clipboard. */
		async function openShare(share: (data: ShareData) => Promise<void>) {
			stubFetch({ "POST /api/adventures/adv-1/share-link": () => json({ url: LINK }) });
			const user = userEvent.setup();
			const copied = browserWith(share);
			render();
			const button = await screen.findByRole("button", { name: "Share via…" });
			await waitFor(() => expect(button).toHaveProperty("disabled", false));
			return { user, button, copied };
		}

		it("is offered where the browser has navigator.share, with the adventure's title and link", async () => {
			const share = vi.fn(async (_data: ShareData) => {});
			const { user, button, copied } = await openShare(share);
			await user.click(button);
			expect(share).toHaveBeenCalledWith({ title: "Tide Pools", url: LINK });
			expect(copied).toEqual([]);
		});

		it.each([
			["cancelled", new DOMException("Share canceled", "AbortError")],
			["failing", new DOMException("Permission denied", "NotAllowedError")],
		])("%s: copies the link instead, with the 'Copied!' indicator for 2 s", async (_case, error) => {
			const share = vi.fn(async (_data: ShareData) => Promise.reject(error));
			const { user, button, copied } = await openShare(share);
			vi.useFakeTimers({ shouldAdvanceTime: true });
			try {
				await user.click(button);
				expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
				expect(copied).toEqual([LINK]);
				await act(() => vi.advanceTimersByTimeAsync(2000));
				expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
			} finally {
				vi.useRealTimers();
			}
		});

		it("is not offered without navigator.share: Copy only", async () => {
			browserWith(null);
			stubFetch({ "POST /api/adventures/adv-1/share-link": () => json({ url: LINK }) });
			render();
			await waitFor(() => expect(screen.getByLabelText("Share link")).toHaveProperty("value", LINK));
			expect(screen.queryByRole("button", { name: "Share via…" })).toBeNull();
			expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
		});
	});
});
