import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";

const overlay = "fixed inset-0 z-50 bg-ink-900/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in";
const panel =
	"fixed top-1/2 left-1/2 z-50 grid max-h-[92dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-pop)] data-[state=open]:animate-fade-in sm:p-8";

/**
 * Our dialogs open from state, not from a Radix Trigger, so Radix has no trigger to give the focus
 * back to: remember what had the focus when the dialog opened and return it there on close (when
 * it is still on the page).
 */
function useReturnFocus() {
	const opener = useRef<HTMLElement | null>(null);
	return {
		onOpenAutoFocus: () => {
			opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		},
		onCloseAutoFocus: (event: Event) => {
			const target = opener.current;
			opener.current = null;
			if (target?.isConnected) {
				event.preventDefault();
				target.focus();
			}
		},
	};
}

export function Dialog({
	open,
	onOpenChange,
	title,
	description,
	children,
	className,
	overlayClassName,
}: {
	open: boolean;
	onOpenChange: (open: boolean) => void;
	title: string;
	description?: string;
	children: ReactNode;
	className?: string;
	overlayClassName?: string;
}) {
	const returnFocus = useReturnFocus();
	return (
		<DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
			<DialogPrimitive.Portal>
				<DialogPrimitive.Overlay className={cn(overlay, overlayClassName)} />
				<DialogPrimitive.Content
					className={cn(panel, "max-w-2xl", className)}
					{...returnFocus}
					aria-describedby={description ? undefined : undefined}
				>
					<div className="flex items-start justify-between gap-4">
						<div>
							<DialogPrimitive.Title className="font-display text-xl font-extrabold text-ink-900">
								{title}
							</DialogPrimitive.Title>
							{description ? (
								<DialogPrimitive.Description className="mt-1 text-sm text-ink-500">
									{description}
								</DialogPrimitive.Description>
							) : (
								<DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
							)}
						</div>
						<DialogPrimitive.Close
							aria-label="Close"
							className="rounded-full p-2 text-ink-500 hover:bg-sand-100 hover:text-ink-900"
						>
							<X aria-hidden className="size-5" />
						</DialogPrimitive.Close>
					</div>
					{children}
				</DialogPrimitive.Content>
			</DialogPrimitive.Portal>
		</DialogPrimitive.Root>
	);
}

/** A confirmation with a cancel and a (destructive) confirm button. */
export function ConfirmDialog({
	open,
	onOpenChange,
	title,
	description,
	confirmLabel,
	pendingLabel,
	pending,
	confirmDisabled,
	onConfirm,
	children,
}: {
	open: boolean;
	onOpenChange: (open: boolean) => void;
	title: string;
	description: string;
	confirmLabel: string;
	pendingLabel?: string;
	pending?: boolean;
	/** Keeps the confirm button disabled (the action is not allowed); `children` can say why. */
	confirmDisabled?: boolean;
	onConfirm: () => void;
	children?: ReactNode;
}) {
	const returnFocus = useReturnFocus();
	return (
		<AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
			<AlertDialogPrimitive.Portal>
				<AlertDialogPrimitive.Overlay className={overlay} />
				<AlertDialogPrimitive.Content className={cn(panel, "max-w-md")} {...returnFocus}>
					<AlertDialogPrimitive.Title className="font-display text-xl font-extrabold text-ink-900">
						{title}
					</AlertDialogPrimitive.Title>
					<AlertDialogPrimitive.Description className="text-sm text-ink-500">
						{description}
					</AlertDialogPrimitive.Description>
					{children}
					<div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
						<AlertDialogPrimitive.Cancel asChild>
							<Button variant="outline" disabled={pending}>
								Cancel
							</Button>
						</AlertDialogPrimitive.Cancel>
						<Button
							variant="destructive"
							disabled={pending || confirmDisabled}
							onClick={(event) => {
								// Keep the dialog open until the action settles.
								event.preventDefault();
								onConfirm();
							}}
						>
							{pending && pendingLabel ? pendingLabel : confirmLabel}
						</Button>
					</div>
				</AlertDialogPrimitive.Content>
			</AlertDialogPrimitive.Portal>
		</AlertDialogPrimitive.Root>
	);
}
