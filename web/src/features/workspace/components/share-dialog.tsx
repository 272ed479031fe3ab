import * as Tabs from "@radix-ui/react-tabs";
import { useQueryClient } from "@tanstack/react-query";
import { Check, Copy, Globe, Link2, Lock, Mail, RefreshCw, Share2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { plural } from "../../../../../domain/english";
import {
	parseEmailList,
	publicAdventurePath,
	SHARE_EMAIL_MAX_RECIPIENTS,
	shareMessages,
} from "../../../../../domain/share/share-rules";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Input, Label } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast-store";
import { cn } from "../../../lib/cn";
import { type AdventureWithAccess, useUpdateAdventure } from "../../adventures";
import { getPublicAdventuresQueryOptions } from "../../discover";
import { useCreateShareLink, useRevokeShareLink } from "../api/create-share-link";
import { useSendShareEmail } from "../api/send-share-email";

/** How long the copy button says 'Copied!' after a copy: 2 s. */
const COPIED_MS = 2000;

type ShareTab = "link" | "email" | "public";

const tabClass = cn(
	"flex flex-1 items-center justify-center gap-1.5 rounded-xl px-2 py-2 text-xs font-bold whitespace-nowrap sm:text-sm text-ink-500 transition-colors",
	"hover:bg-sand-100 hover:text-ink-900 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700",
);

/**
 * What the e-mail form refuses before sending: no address, one that is not an address (the spec's
 * toast, nothing sent), or more than the server accepts. Null when the list can be sent.
 */
export function emailListProblem(text: string): { emails: string[]; error: string | null } {
	const { emails, invalid } = parseEmailList(text);
	if (emails.length === 0) return { emails, error: shareMessages.noRecipients };
	if (invalid.length > 0) return { emails, error: shareMessages.invalidEmails(invalid) };
	if (emails.length > SHARE_EMAIL_MAX_RECIPIENTS) return { emails, error: shareMessages.tooManyRecipients };
	return { emails, error: null };
}

/** The browser's own share sheet (phones: WhatsApp, Messages…), where there is one. */
const nativeShare = () => (typeof navigator.share === "function" ? navigator.share.bind(navigator) : null);

function CopyLinkPanel({ adventureId, title }: { adventureId: string; title: string }) {
	const create = useCreateShareLink();
	const revoke = useRevokeShareLink();
	const [url, setUrl] = useState<string | null>(null);
	const [copied, setCopied] = useState(false);
	const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
	const { mutate } = create;
	const [share] = useState(nativeShare);

	useEffect(() => {
		mutate(adventureId, { onSuccess: (answer) => setUrl(answer.url) });
	}, [adventureId, mutate]);
	useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

	const copy = async () => {
		if (!url) return;
		try {
			await navigator.clipboard.writeText(url);
			setCopied(true);
			clearTimeout(timer.current ?? undefined);
			timer.current = setTimeout(() => setCopied(false), COPIED_MS);
		} catch {
			toast({ title: "Error", description: shareMessages.copyFailed, variant: "destructive" });
		}
	};

	// A share that fails or is cancelled copies the link instead, with the same 'Copied!' indicator.
	const shareNatively = async () => {
		if (!url || !share) return;
		try {
			await share({ title, url });
		} catch {
			await copy();
		}
	};

	const reset = () =>
		revoke.mutate(adventureId, {
			onSuccess: () => {
				setUrl(null);
				setCopied(false);
				mutate(adventureId, { onSuccess: (answer) => setUrl(answer.url) });
				toast({ title: "New link created", description: "The old link no longer works." });
			},
			onError: () =>
				toast({ title: "Error", description: "Failed to reset the link. Please try again.", variant: "destructive" }),
		});

	return (
		<div className="grid gap-3">
			<p className="text-sm text-ink-500">
				Anyone with this link can view the adventure, read-only — even while it is private.
			</p>
			<Label htmlFor="share-link">Share link</Label>
			<div className="flex gap-2">
				<Input
					id="share-link"
					readOnly
					value={url ?? (create.isError ? "" : "Creating link...")}
					onFocus={(event) => event.currentTarget.select()}
					className="min-w-0 flex-1 font-mono text-xs"
					aria-describedby={create.isError ? "share-link-error" : undefined}
				/>
				<Button onClick={copy} disabled={!url} aria-label={copied ? "Copied" : "Copy link"} className="shrink-0">
					{copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
					{copied ? "Copied!" : "Copy"}
				</Button>
			</div>
			{share && (
				<Button variant="accent" onClick={shareNatively} disabled={!url} className="w-full">
					<Share2 aria-hidden className="size-4" />
					Share via…
				</Button>
			)}
			{create.isError && (
				<p id="share-link-error" role="alert" className="text-sm font-semibold text-red-700">
					Could not create the link.{" "}
					<button
						type="button"
						className="underline"
						onClick={() => mutate(adventureId, { onSuccess: (a) => setUrl(a.url) })}
					>
						Try again
					</button>
				</p>
			)}
			<div>
				<Button variant="ghost" size="sm" onClick={reset} disabled={!url || revoke.isPending}>
					<RefreshCw aria-hidden className="size-4" />
					{revoke.isPending ? "Resetting..." : "Reset link"}
				</Button>
				<p className="mt-1 text-xs text-ink-500">Resetting makes a new link; the old one stops working at once.</p>
			</div>
		</div>
	);
}

function SendEmailPanel({ adventureId }: { adventureId: string }) {
	const send = useSendShareEmail();
	const [emails, setEmails] = useState("");
	const [message, setMessage] = useState("");

	const submit = (event: FormEvent) => {
		event.preventDefault();
		const { emails: list, error } = emailListProblem(emails);
		if (error) {
			toast({ title: "Error", description: error, variant: "destructive" });
			return;
		}
		send.mutate(
			{ adventureId, emails: list, message: message.trim() || undefined },
			{
				onSuccess: (answer) => {
					toast({
						title: "Emails sent!",
						description: `Shared with ${plural(answer.sent, "person", "people")}.`,
						variant: "success",
					});
					setEmails("");
					setMessage("");
				},
				onError: () => toast({ title: "Error", description: shareMessages.sendFailed, variant: "destructive" }),
			},
		);
	};

	return (
		<form className="grid gap-3" onSubmit={submit} noValidate>
			<div className="grid gap-1.5">
				<Label htmlFor="share-emails">Email addresses</Label>
				<Input
					id="share-emails"
					value={emails}
					onChange={(event) => setEmails(event.target.value)}
					placeholder="grandma@example.com, …"
					autoComplete="off"
					inputMode="email"
				/>
				<p className="text-xs text-ink-500">Separate addresses with commas (up to {SHARE_EMAIL_MAX_RECIPIENTS}).</p>
			</div>
			<div className="grid gap-1.5">
				<Label htmlFor="share-message">Message</Label>
				<Textarea
					id="share-message"
					value={message}
					onChange={(event) => setMessage(event.target.value)}
					placeholder="Come along on our adventure!"
					rows={3}
					maxLength={2000}
				/>
			</div>
			<div className="flex justify-end">
				<Button type="submit" disabled={send.isPending || emails.trim() === ""}>
					<Mail aria-hidden className="size-4" />
					{send.isPending ? "Sending..." : "Send"}
				</Button>
			</div>
		</form>
	);
}

function MakePublicPanel({ adventure }: { adventure: AdventureWithAccess }) {
	const [isPublic, setIsPublic] = useState(adventure.isPublic);
	const update = useUpdateAdventure();
	const queryClient = useQueryClient();
	useEffect(() => setIsPublic(adventure.isPublic), [adventure.isPublic]);

	const flip = () => {
		const next = !isPublic;
		setIsPublic(next); // at once; reverted on failure
		update.mutate(
			{ id: adventure.id, changes: { isPublic: next } },
			{
				// Discover lists public adventures: it must show (or drop) this one without a reload.
				onSuccess: () => queryClient.invalidateQueries({ queryKey: getPublicAdventuresQueryOptions().queryKey }),
				onError: () => {
					setIsPublic(!next);
					toast({ title: "Error", description: shareMessages.privacyFailed, variant: "destructive" });
				},
			},
		);
	};

	return (
		<div className="grid gap-4">
			<div className="flex items-center justify-between gap-4 rounded-2xl border border-sand-200 p-4">
				<div className="flex items-start gap-3">
					<span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
						{isPublic ? <Globe aria-hidden className="size-5" /> : <Lock aria-hidden className="size-5" />}
					</span>
					<div>
						<p id="public-switch-label" className="font-semibold text-ink-900">
							{isPublic ? "Public" : "Private"}
						</p>
						<p className="text-sm text-ink-500">
							{isPublic
								? "Anyone can find this adventure in Discover and view it read-only."
								: "Only you, and people with the share link, can see this adventure."}
						</p>
					</div>
				</div>
				<button
					type="button"
					role="switch"
					aria-checked={isPublic}
					aria-labelledby="public-switch-label"
					onClick={flip}
					className={cn(
						"relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
						isPublic ? "bg-brand-600" : "bg-ink-500/40",
					)}
				>
					<span
						aria-hidden
						className={cn(
							"inline-block size-5 rounded-full bg-white shadow transition-transform",
							isPublic ? "translate-x-6" : "translate-x-1",
						)}
					/>
				</button>
			</div>
			{isPublic && (
				<p className="text-sm text-ink-500">
					Public page:{" "}
					<a className="font-semibold text-brand-700 underline" href={publicAdventurePath(adventure.id)}>
						{`${window.location.origin}${publicAdventurePath(adventure.id)}`}
					</a>
				</p>
			)}
		</div>
	);
}

/** The Share dialog: Copy Link, Send Email and Make Public. */
export function ShareDialog({
	adventure,
	open,
	onOpenChange,
}: {
	adventure: AdventureWithAccess;
	open: boolean;
	onOpenChange: (open: boolean) => void;
}) {
	const [tab, setTab] = useState<ShareTab>("link");
	return (
		<Dialog
			open={open}
			onOpenChange={onOpenChange}
			title="Share Adventure"
			description={adventure.title}
			className="max-w-lg"
		>
			<Tabs.Root value={tab} onValueChange={(value) => setTab(value as ShareTab)} className="grid gap-4">
				<Tabs.List aria-label="Share" className="flex gap-1 rounded-2xl bg-sand-50 p-1">
					<Tabs.Trigger value="link" className={tabClass}>
						<Link2 aria-hidden className="hidden size-4 sm:block" />
						Copy Link
					</Tabs.Trigger>
					<Tabs.Trigger value="email" className={tabClass}>
						<Mail aria-hidden className="hidden size-4 sm:block" />
						Send Email
					</Tabs.Trigger>
					<Tabs.Trigger value="public" className={tabClass}>
						<Globe aria-hidden className="hidden size-4 sm:block" />
						Make Public
					</Tabs.Trigger>
				</Tabs.List>
				<Tabs.Content value="link" className="outline-none">
					<CopyLinkPanel adventureId={adventure.id} title={adventure.title} />
				</Tabs.Content>
				<Tabs.Content value="email" className="outline-none">
					<SendEmailPanel adventureId={adventure.id} />
				</Tabs.Content>
				<Tabs.Content value="public" className="outline-none">
					<MakePublicPanel adventure={adventure} />
				</Tabs.Content>
			</Tabs.Root>
		</Dialog>
	);
}
