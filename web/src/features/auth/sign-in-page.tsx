import { type FormEvent, useEffect, useId, useState } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import { safeReturnTo } from "../../../../domain/user/return-to";
import { localSignInSchema } from "../../../../domain/user/user";
import { LogoMark } from "../../components/brand/logo";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FieldError, Input, Label } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { useConfig } from "./api/get-config";
import { useAuth } from "./api/get-current-user";
import { useSignInLocally } from "./api/sign-in-locally";

type Field = "firstName" | "lastName" | "email";

/**
 * Local sign-in, used when no OpenID Connect issuer is configured: the server trusts the name and
 * e-mail given here. With an issuer configured this page forwards to it.
 */
export function SignInPage() {
	const [params] = useSearchParams();
	const returnTo = safeReturnTo(params.get("returnTo"));
	const { user } = useAuth();
	const config = useConfig();
	const [values, setValues] = useState<Record<Field, string>>({ firstName: "", lastName: "", email: "" });
	const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
	const ids = { firstName: useId(), lastName: useId(), email: useId() };
	const mutation = useSignInLocally({
		mutationConfig: {
			// A full navigation, so every query starts fresh as the signed-in user.
			onSuccess: (result) => window.location.assign(result.returnTo),
			onError: (error) =>
				setErrors({
					form:
						error instanceof ApiError && error.serverMessage
							? error.serverMessage
							: "Sign-in failed. Please try again.",
				}),
		},
	});

	const usesIssuer = config.data?.providers.auth === "oidc";
	useEffect(() => {
		if (usesIssuer) window.location.replace(paths.loginReturningTo(returnTo));
	}, [usesIssuer, returnTo]);

	if (user) return <Navigate to={returnTo} replace />;
	if (config.isPending || usesIssuer) return <Spinner label="Loading..." />;

	function submit(event: FormEvent) {
		event.preventDefault();
		const parsed = localSignInSchema.safeParse({ ...values, returnTo });
		if (!parsed.success) {
			const next: Partial<Record<Field, string>> = {};
			for (const issue of parsed.error.issues) {
				const field = issue.path[0] as Field;
				next[field] ??= issue.message;
			}
			setErrors(next);
			return;
		}
		setErrors({});
		mutation.mutate(parsed.data);
	}

	const field = (name: Field, label: string, type: string, autoComplete: string) => (
		<div className="grid gap-2">
			<Label htmlFor={ids[name]}>{label}</Label>
			<Input
				id={ids[name]}
				type={type}
				autoComplete={autoComplete}
				value={values[name]}
				maxLength={name === "email" ? 254 : 60}
				onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
				aria-invalid={errors[name] ? true : undefined}
				aria-describedby={errors[name] ? `${ids[name]}-error` : undefined}
			/>
			<FieldError id={`${ids[name]}-error`}>{errors[name]}</FieldError>
		</div>
	);

	return (
		<main className="flex justify-center px-4 py-12 sm:py-20">
			<Card className="w-full max-w-md p-8">
				<div className="mb-6 flex flex-col items-center gap-3 text-center">
					<LogoMark className="size-12" />
					<h1 className="font-display text-2xl font-extrabold">Sign in to Adventure Guide</h1>
					<p className="text-sm text-ink-500">
						Tell us who you are to start planning. This server signs you in locally, without a password.
					</p>
				</div>
				<form onSubmit={submit} className="grid gap-4" noValidate>
					<div className="grid gap-4 sm:grid-cols-2">
						{field("firstName", "First name", "text", "given-name")}
						{field("lastName", "Last name", "text", "family-name")}
					</div>
					{field("email", "E-mail", "email", "email")}
					<FieldError>{errors.form}</FieldError>
					<Button type="submit" size="lg" disabled={mutation.isPending}>
						{mutation.isPending ? "Signing in..." : "Sign in"}
					</Button>
				</form>
			</Card>
		</main>
	);
}
