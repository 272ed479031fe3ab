import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { BetaGate } from "../../web/src/features/beta-gate/beta-gate";
import { BetaPasswordForm } from "../../web/src/features/beta-gate/beta-password-form";
import { json, renderWithClient, stubFetch } from "./render";

const submitButton = () => screen.getByRole("button", { name: /Enter Beta|Verifying\.\.\./ }) as HTMLButtonElement;
const passwordField = () => screen.getByLabelText("Beta password") as HTMLInputElement;

describe("beta password form", () => {
	it("keeps 'Enter Beta' disabled for an empty or whitespace-only password", async () => {
		stubFetch({});
		renderWithClient(<BetaPasswordForm onSuccess={() => {}} />);
		expect(submitButton().disabled).toBe(true);
		await userEvent.type(passwordField(), "   ");
		expect(submitButton().disabled).toBe(true);
		// Enter in the field must not submit a blank password either.
		fireEvent.submit(passwordField().form as HTMLFormElement);
		await userEvent.type(passwordField(), "x");
		expect(submitButton().disabled).toBe(false);
	});

	it("does not call the server for a whitespace password submitted with Enter", async () => {
		const calls = stubFetch({});
		renderWithClient(<BetaPasswordForm onSuccess={() => {}} />);
		await userEvent.type(passwordField(), "  {Enter}");
		expect(calls).toHaveLength(0);
	});

	it("shows the spec's error and clears the field when the password is rejected", async () => {
		const calls = stubFetch({ "POST /api/beta/authenticate": () => json({ error: "Invalid password" }, 401) });
		const onSuccess = vi.fn();
		renderWithClient(<BetaPasswordForm onSuccess={onSuccess} />);
		await userEvent.type(passwordField(), "wrong-password");
		await userEvent.click(submitButton());
		expect(await screen.findByText("Invalid password. Please try again.")).toBeTruthy();
		expect(passwordField().value).toBe("");
		expect(calls.map(({ key, body }) => ({ key, body }))).toEqual([
			{ key: "POST /api/beta/authenticate", body: { password: "wrong-password" } },
		]);
		expect(onSuccess).not.toHaveBeenCalled();
	});

	it("shows 'Verifying...' while pending and calls onSuccess (page reload) when accepted", async () => {
		let release: (response: Response) => void = () => {};
		stubFetch({
			"POST /api/beta/authenticate": () =>
				new Promise<Response>((resolve) => {
					release = resolve;
				}),
		});
		const onSuccess = vi.fn();
		renderWithClient(<BetaPasswordForm onSuccess={onSuccess} />);
		await userEvent.type(passwordField(), "letmein");
		await userEvent.click(submitButton());
		await waitFor(() => expect(submitButton().textContent).toBe("Verifying..."));
		expect(submitButton().disabled).toBe(true);
		await act(async () => release(json({ authenticated: true })));
		await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
	});

	it("toggles the password between hidden and shown", async () => {
		stubFetch({});
		renderWithClient(<BetaPasswordForm onSuccess={() => {}} />);
		expect(passwordField().type).toBe("password");
		await userEvent.click(screen.getByRole("button", { name: "Show password" }));
		expect(passwordField().type).toBe("text");
		await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
		expect(passwordField().type).toBe("password");
	});
});

describe("BetaGate", () => {
	it("shows 'Loading...' while the status is checked, then the app when authenticated", async () => {
		let release: (response: Response) => void = () => {};
		stubFetch({
			"GET /api/beta/status": () =>
				new Promise<Response>((resolve) => {
					release = resolve;
				}),
		});
		renderWithClient(
			<MemoryRouter>
				<BetaGate>
					<p>the app</p>
				</BetaGate>
			</MemoryRouter>,
		);
		expect(screen.getByText("Loading...")).toBeTruthy();
		await act(async () => release(json({ authenticated: true })));
		expect(await screen.findByText("the app")).toBeTruthy();
	});

	it("shows the 'Beta Access' card instead of the app when not authenticated", async () => {
		stubFetch({ "GET /api/beta/status": () => json({ authenticated: false }) });
		renderWithClient(
			<MemoryRouter>
				<BetaGate>
					<p>the app</p>
				</BetaGate>
			</MemoryRouter>,
		);
		expect(await screen.findByRole("heading", { name: "Beta Access" })).toBeTruthy();
		expect(screen.queryByText("the app")).toBeNull();
	});
});
