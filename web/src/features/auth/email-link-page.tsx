import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { LogoMark } from "../../components/brand/logo";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FieldError } from "../../components/ui/input";
import { ApiError } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { useVerifyEmailLink } from "./api/verify-email-link";

/** The token of a sign-in link: `/sign-in/link#token=…` (in the fragment, so no server ever logs it). */
function tokenOf(hash: string): string | null {
	return new URLSearchParams(hash.replace(/^#/, "")).get("token");
}

/**
 * Where a sign-in link lands. Opening it spends nothing: the token is sent only when the person
 * clicks, so a mail scanner that follows links cannot use up (or use) the sign-in.
 */
export function EmailLinkPage() {
	const { hash } = useLocation();
	const token = tokenOf(hash);
	const [error, setError] = useState<string | null>(null);
	const mutation = useVerifyEmailLink({
		mutationConfig: {
			// A full navigation, so every query starts fresh as the signed-in user.
			onSuccess: (result) => window.location.assign(result.returnTo),
			onError: (failure) =>
				setError(
					failure instanceof ApiError && failure.serverMessage
						? failure.serverMessage
						: "Sign-in failed. Please try again.",
				),
		},
	});

	return (
		<main className="flex justify-center px-4 py-12 sm:py-20">
			<Card className="w-full max-w-md p-8 text-center">
				<div className="mb-6 flex flex-col items-center gap-3">
					<LogoMark className="size-12" />
					<h1 className="font-display text-2xl font-extrabold">Finish signing in</h1>
					<p className="text-sm text-ink-500">
						{token
							? "This one-time link signs you in to Adventure Guide in this browser."
							: "This sign-in link is incomplete. Copy the whole link from the e-mail, or ask for a new one."}
					</p>
				</div>
				<div className="grid gap-4">
					{token && !error && (
						<Button size="lg" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
							{mutation.isPending ? "Signing in..." : "Finish signing in"}
						</Button>
					)}
					<FieldError>{error ?? undefined}</FieldError>
					{(!token || error) && (
						<Link to={paths.signIn} className={buttonClasses("outline", "lg")}>
							Ask for a new link
						</Link>
					)}
				</div>
			</Card>
		</main>
	);
}
