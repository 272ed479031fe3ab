import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, matchRoutes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_LINK_PAGE } from "../../domain/user/email-link-rules";
import { routes } from "../../web/src/app/routes";
import { Toaster } from "../../web/src/components/ui/toaster";
import { SessionsCard } from "../../web/src/features/auth";
import { EmailLinkPage } from "../../web/src/features/auth/email-link-page";
import { SignInPage } from "../../web/src/features/auth/sign-in-page";
import { json, renderWithClient, stubFetch } from "./render";

const config = (signInMethods: string[]) => ({
	appName: "Adventure Guide",
	signInMethods,
	providers: { auth: "email-link" },
	googleMapsBrowserKey: null,
});

function renderSignIn(signInMethods: string[], routesOverride: Parameters<typeof stubFetch>[0] = {}) {
	const calls = stubFetch({
		"GET /api/config": () => json(config(signInMethods)),
		"GET /api/auth/user": () => json({ error: "Unauthorized" }, 401),
		...routesOverride,
	});
	renderWithClient(
		<MemoryRouter initialEntries={["/sign-in?returnTo=/adventure/abc"]}>
			<SignInPage />
		</MemoryRouter>,
	);
	return calls;
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
	assign = vi.fn();
	vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
});
afterEach(() => vi.restoreAllMocks());

describe("sign-in page", () => {
	it("with the local switch on: the local form first, the e-mail link one click away", async () => {
		renderSignIn(["email-link", "local"]);
		expect(await screen.findByLabelText("First name")).toBeTruthy();
		expect(screen.getByLabelText("Last name")).toBeTruthy();
		expect(screen.getByLabelText("E-mail")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
		expect(screen.getByText(/meant for development and tests/)).toBeTruthy();

		await userEvent.click(screen.getByRole("button", { name: "Get a one-time link by e-mail instead" }));
		expect(screen.getByRole("button", { name: "Email me a sign-in link" })).toBeTruthy();
		expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
		await userEvent.click(screen.getByRole("button", { name: "Back to the local form" }));
		expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
	});

	it("without the local switch: only the e-mail link form", async () => {
		renderSignIn(["email-link"]);
		expect(await screen.findByRole("button", { name: "Email me a sign-in link" })).toBeTruthy();
		expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
		expect(screen.queryByRole("button", { name: /local form|instead/ })).toBeNull();
	});

	it("mails the link, then says to check the e-mail (no link shown by a real server)", async () => {
		const calls = renderSignIn(["email-link"], { "POST /api/auth/email-link": () => json({ sent: true }) });
		await userEvent.type(await screen.findByLabelText("E-mail"), "Kim@Example.com");
		await userEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
		expect(await screen.findByRole("heading", { name: "Check your email" })).toBeTruthy();
		expect(screen.getByText("kim@example.com")).toBeTruthy();
		expect(screen.queryByRole("link", { name: "Open the sign-in link" })).toBeNull();
		expect(calls.find((call) => call.key === "POST /api/auth/email-link")?.body).toEqual({
			email: "kim@example.com",
			returnTo: "/adventure/abc",
		});
	});

	it("shows the link a local server hands back", async () => {
		const devLink = `http://localhost/sign-in/link#token=${"a".repeat(43)}`;
		renderSignIn(["email-link", "local"], {
			"POST /api/auth/email-link": () => json({ sent: true, devLink }),
		});
		await userEvent.click(await screen.findByRole("button", { name: "Get a one-time link by e-mail instead" }));
		await userEvent.type(screen.getByLabelText("E-mail"), "dev@example.com");
		await userEvent.type(screen.getByLabelText(/First name/), "Dev");
		await userEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
		const link = await screen.findByRole("link", { name: "Open the sign-in link" });
		expect(link.getAttribute("href")).toBe(devLink);
	});

	it("checks the address before asking the server", async () => {
		const calls = renderSignIn(["email-link"]);
		await userEvent.type(await screen.findByLabelText("E-mail"), "not an address");
		await userEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
		expect(await screen.findByText("Enter a valid e-mail address")).toBeTruthy();
		expect(calls.some((call) => call.key === "POST /api/auth/email-link")).toBe(false);
	});

	it("shows the server's refusal (rate limit)", async () => {
		renderSignIn(["email-link"], {
			"POST /api/auth/email-link": () =>
				json({ error: "Too many sign-in links asked for. Please wait a few minutes and try again." }, 429),
		});
		await userEvent.type(await screen.findByLabelText("E-mail"), "kim@example.com");
		await userEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
		expect(await screen.findByText(/Too many sign-in links/)).toBeTruthy();
	});
});

describe("sign-in link page", () => {
	const token = "T".repeat(43);
	const renderAt = (entry: string) =>
		renderWithClient(
			<MemoryRouter initialEntries={[entry]}>
				<EmailLinkPage />
			</MemoryRouter>,
		);

	it("is the page the server's links open", () => {
		expect(matchRoutes(routes, EMAIL_LINK_PAGE)?.at(-1)?.route.id).toBe("signInLink");
	});

	it("spends the token only on a click, then goes where the sign-in returns to", async () => {
		const calls = stubFetch({
			"POST /api/auth/email-link/verify": () => json({ user: { id: "u1" }, returnTo: "/adventure/abc" }),
		});
		renderAt(`/sign-in/link#token=${token}`);
		expect(calls).toHaveLength(0);
		await userEvent.click(screen.getByRole("button", { name: "Finish signing in" }));
		await waitFor(() => expect(assign).toHaveBeenCalledWith("/adventure/abc"));
		expect(calls.map(({ key, body }) => ({ key, body }))).toEqual([
			{ key: "POST /api/auth/email-link/verify", body: { token } },
		]);
	});

	it("says so when the link was used or expired, and offers a new one", async () => {
		stubFetch({
			"POST /api/auth/email-link/verify": () =>
				json({ error: "This sign-in link is invalid, expired or already used. Ask for a new one." }, 401),
		});
		renderAt(`/sign-in/link#token=${token}`);
		await userEvent.click(screen.getByRole("button", { name: "Finish signing in" }));
		expect(await screen.findByText(/invalid, expired or already used/)).toBeTruthy();
		expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/sign-in");
		expect(assign).not.toHaveBeenCalled();
	});

	it("without a token: no button, a way to ask for a new link", () => {
		stubFetch({});
		renderAt("/sign-in/link");
		expect(screen.queryByRole("button", { name: "Finish signing in" })).toBeNull();
		expect(screen.getByText(/link is incomplete/)).toBeTruthy();
	});
});

describe("profile: Sessions", () => {
	it("'Sign out everywhere' ends the other sessions and says how many", async () => {
		const calls = stubFetch({ "POST /api/auth/sign-out-everywhere": () => json({ ended: 2 }) });
		renderWithClient(
			<>
				<SessionsCard />
				<Toaster />
			</>,
		);
		await userEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
		expect(await screen.findByText("Ended 2 other sessions. This browser stays signed in.")).toBeTruthy();
		expect(calls.map((call) => call.key)).toEqual(["POST /api/auth/sign-out-everywhere"]);
	});

	it("says when nothing else was signed in, and when it failed", async () => {
		let answer = json({ ended: 0 });
		stubFetch({ "POST /api/auth/sign-out-everywhere": () => answer });
		renderWithClient(
			<>
				<SessionsCard />
				<Toaster />
			</>,
		);
		await userEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
		expect(await screen.findByText("No other device or browser was signed in.")).toBeTruthy();
		answer = json({ error: "Internal Server Error" }, 500);
		await userEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
		expect(await screen.findByText("Could not sign out the other sessions. Please try again.")).toBeTruthy();
	});
});
