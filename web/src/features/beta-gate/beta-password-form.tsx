import { Eye, EyeOff, LockKeyhole } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { canSubmitBetaPassword } from "../../../../domain/user/beta-rules";
import { LogoMark } from "../../components/brand/logo";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FieldError, Input, Label } from "../../components/ui/input";
import { useAuthenticateBeta } from "./api/authenticate-beta";

const BETA_ERROR = "Invalid password. Please try again.";

export function BetaPasswordForm({ onSuccess = () => window.location.reload() }: { onSuccess?: () => void }) {
	const [password, setPassword] = useState("");
	const [visible, setVisible] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const inputId = useId();
	const errorId = useId();
	const mutation = useAuthenticateBeta({
		mutationConfig: {
			onSuccess: () => onSuccess(),
			onError: () => {
				setError(BETA_ERROR);
				setPassword("");
			},
		},
	});
	const canSubmit = canSubmitBetaPassword(password) && !mutation.isPending;

	function submit(event: FormEvent) {
		event.preventDefault();
		if (!canSubmit) return;
		setError(null);
		mutation.mutate(password);
	}

	return (
		<main className="flex min-h-dvh items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),var(--color-sand-50)_60%)] px-4">
			<Card className="w-full max-w-md p-8">
				<div className="mb-6 flex flex-col items-center gap-3 text-center">
					<LogoMark className="size-12" />
					<h1 className="font-display text-2xl font-extrabold text-ink-900">Beta Access</h1>
					<p className="text-sm text-ink-500">
						Adventure Guide is in private beta testing. Please enter the beta password to continue.
					</p>
				</div>
				<form onSubmit={submit} className="grid gap-4" noValidate>
					<div className="grid gap-2">
						<Label htmlFor={inputId}>Beta password</Label>
						<div className="relative">
							<LockKeyhole aria-hidden className="pointer-events-none absolute top-3 left-3.5 size-5 text-ink-500" />
							<Input
								id={inputId}
								type={visible ? "text" : "password"}
								autoComplete="current-password"
								autoFocus
								placeholder="Enter beta password"
								value={password}
								onChange={(event) => setPassword(event.target.value)}
								aria-invalid={error ? true : undefined}
								aria-describedby={error ? errorId : undefined}
								className="pr-12 pl-11"
							/>
							<button
								type="button"
								onClick={() => setVisible((v) => !v)}
								aria-label={visible ? "Hide password" : "Show password"}
								aria-pressed={visible}
								className="absolute top-1.5 right-1.5 rounded-full p-2 text-ink-500 hover:bg-sand-100 hover:text-ink-900"
							>
								{visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
							</button>
						</div>
						<FieldError id={errorId}>{error ?? undefined}</FieldError>
					</div>
					<Button type="submit" size="lg" disabled={!canSubmit}>
						{mutation.isPending ? "Verifying..." : "Enter Beta"}
					</Button>
				</form>
			</Card>
		</main>
	);
}
