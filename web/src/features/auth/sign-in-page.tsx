import { MailCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import { emailLinkRequestSchema } from "../../../../domain/user/email-link";
import { EMAIL_LINK_TTL_MINUTES } from "../../../../domain/user/email-link-rules";
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
import { useRequestEmailLink } from "./api/request-email-link";
import { useSignInLocally } from "./api/sign-in-locally";

type Field = "firstName" | "lastName" | "email";
type Errors = Partial<Record<Field | "form", string>>;

const serverMessage = (error: Error, fallback: string) =>
	error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/** The first message per field of a failed zod parse. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
	const next: Errors = {};
	for (const issue of issues) {
		const field = issue.path[0] as Field;
		next[field] ??= issue.message;
	}
	return next;
}

/** One labelled input with its error, shared by both forms (only one form shows at a time). */
function TextField({
	id,
	label,
	hint,
	type,
	autoComplete,
	value,
	maxLength,
	error,
	onChange,
}: {
	id: string;
	label: string;
	hint?: string;
	type: string;
	autoComplete: string;
	value: string;
	maxLength: number;
	error?: string;
	onChange: (value: string) => void;
}) {
	return (
		<div className="grid gap-2">
			<Label htmlFor={id}>
				{label}
				{hint && <span className="font-normal text-ink-500"> {hint}</span>}
			</Label>
			<Input
				id={id}
				type={type}
				autoComplete={autoComplete}
				value={value}
				maxLength={maxLength}
				onChange={(event) => onChange(event.target.value)}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
			/>
			<FieldError id={`${id}-error`}>{error}</FieldError>
		</div>
	);
}

/**
 * The local sign-in (LOCAL_SIGN_IN on): the server trusts the name and e-mail given here, so it
 * is for local development and tests only.
 */
function LocalSignInForm({ returnTo }: { returnTo: string }) {
	const [values, setValues] = useState<Record<Field, string>>({ firstName: "", lastName: "", email: "" });
	const [errors, setErrors] = useState<Errors>({});
	const ids = { firstName: useId(), lastName: useId(), email: useId() };
	const mutation = useSignInLocally({
		mutationConfig: {
			// A full navigation, so every query starts fresh as the signed-in user.
			onSuccess: (result) => window.location.assign(result.returnTo),
			onError: (error) => setErrors({ form: serverMessage(error, "Sign-in failed. Please try again.") }),
		},
	});

	function submit(event: FormEvent) {
		event.preventDefault();
		const parsed = localSignInSchema.safeParse({ ...values, returnTo });
		if (!parsed.success) {
			setErrors(fieldErrors(parsed.error.issues));
			return;
		}
		setErrors({});
		mutation.mutate(parsed.data);
	}

	const field = (name: Field, label: string, type: string, autoComplete: string) => (
		<TextField
			id={ids[name]}
			label={label}
			type={type}
			autoComplete={autoComplete}
			value={values[name]}
			maxLength={name === "email" ? 254 : 60}
			error={errors[name]}
			onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
		/>
	);

	return (
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
	);
}

/**
 * "Email me a sign-in link": the server mails a one-time link (valid 15 minutes, once). The
 * answer is the same for every address; a local server whose mail stays in its outbox also hands
 * the link back (`devLink`), shown here.
 */
function EmailLinkForm({ returnTo }: { returnTo: string }) {
	const [values, setValues] = useState<Record<Field, string>>({ firstName: "", lastName: "", email: "" });
	const [errors, setErrors] = useState<Errors>({});
	const [sent, setSent] = useState<{ email: string; devLink?: string } | null>(null);
	const ids = { firstName: useId(), lastName: useId(), email: useId() };
	const mutation = useRequestEmailLink({
		mutationConfig: {
			onSuccess: (result, input) => setSent({ email: input.email, devLink: result.devLink }),
			onError: (error) => setErrors({ form: serverMessage(error, "Could not send the link. Please try again.") }),
		},
	});

	function submit(event: FormEvent) {
		event.preventDefault();
		const parsed = emailLinkRequestSchema.safeParse({ ...values, returnTo });
		if (!parsed.success) {
			setErrors(fieldErrors(parsed.error.issues));
			return;
		}
		setErrors({});
		mutation.mutate(parsed.data);
	}

	if (sent) {
		return (
			<div className="grid gap-4 text-center" aria-live="polite">
				<MailCheck aria-hidden className="mx-auto size-10 text-brand-600" />
				<h2 className="font-display text-xl font-bold">Check your email</h2>
				<p className="text-sm text-ink-700">
					A sign-in link is on its way to <strong>{sent.email}</strong>. It works once, within {EMAIL_LINK_TTL_MINUTES}{" "}
					minutes.
				</p>
				{sent.devLink && (
					<div className="grid gap-2 rounded-xl border border-dashed border-sand-200 bg-sand-50 p-4 text-sm">
						<p className="text-ink-700">This local server keeps its e-mail in the outbox instead of sending it.</p>
						<a href={sent.devLink} className="font-semibold text-brand-700 underline">
							Open the sign-in link
						</a>
					</div>
				)}
				<Button
					variant="ghost"
					onClick={() => {
						setSent(null);
						mutation.reset();
					}}
				>
					Use another address
				</Button>
			</div>
		);
	}

	const field = (name: Field, label: string, type: string, autoComplete: string, hint?: string) => (
		<TextField
			id={ids[name]}
			label={label}
			hint={hint}
			type={type}
			autoComplete={autoComplete}
			value={values[name]}
			maxLength={name === "email" ? 254 : 60}
			error={errors[name]}
			onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
		/>
	);

	return (
		<form onSubmit={submit} className="grid gap-4" noValidate>
			{field("email", "E-mail", "email", "email")}
			<div className="grid gap-4 sm:grid-cols-2">
				{field("firstName", "First name", "text", "given-name", "(new accounts)")}
				{field("lastName", "Last name", "text", "family-name", "(new accounts)")}
			</div>
			<FieldError>{errors.form}</FieldError>
			<Button type="submit" size="lg" disabled={mutation.isPending}>
				{mutation.isPending ? "Sending..." : "Email me a sign-in link"}
			</Button>
		</form>
	);
}

/**
 * `/sign-in`: with an OpenID Connect issuer it forwards there. Otherwise the e-mail link form, and
 * where the server has the local sign-in switched on, the local form first (the development
 * setup; end-to-end tests use it), with a switch between the two.
 */
export function SignInPage() {
	const [params] = useSearchParams();
	const returnTo = safeReturnTo(params.get("returnTo"));
	const { user } = useAuth();
	const config = useConfig();
	const methods = config.data?.signInMethods ?? [];
	const usesIssuer = methods.includes("oidc");
	const hasLocal = methods.includes("local");
	const hasLink = methods.includes("email-link");
	const [chosen, setChosen] = useState<"local" | "link" | null>(null);
	const mode = chosen ?? (hasLocal ? "local" : "link");

	useEffect(() => {
		if (usesIssuer) window.location.replace(paths.loginReturningTo(returnTo));
	}, [usesIssuer, returnTo]);

	if (user) return <Navigate to={returnTo} replace />;
	if (config.isPending || usesIssuer) return <Spinner label="Loading..." />;

	return (
		<main className="flex justify-center px-4 py-12 sm:py-20">
			<Card className="w-full max-w-md p-8">
				<div className="mb-6 flex flex-col items-center gap-3 text-center">
					<LogoMark className="size-12" />
					<h1 className="font-display text-2xl font-extrabold">Sign in to Adventure Guide</h1>
					<p className="text-sm text-ink-500">
						{mode === "local"
							? "Local sign-in: this server signs in anyone with a name and an e-mail, without a password. It is meant for development and tests."
							: `We e-mail you a one-time link; it works once, within ${EMAIL_LINK_TTL_MINUTES} minutes. New here? Opening it creates your account.`}
					</p>
				</div>
				{mode === "local" ? <LocalSignInForm returnTo={returnTo} /> : <EmailLinkForm returnTo={returnTo} />}
				{hasLocal && hasLink && (
					<div className="mt-4 text-center">
						<Button variant="ghost" size="sm" onClick={() => setChosen(mode === "local" ? "link" : "local")}>
							{mode === "local" ? "Get a one-time link by e-mail instead" : "Back to the local form"}
						</Button>
					</div>
				)}
			</Card>
		</main>
	);
}
