import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { cn } from "../../lib/cn";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "./toast-store";

/**
 * Keeps `--toast-room` on the document at the height the toasts take from the window's bottom edge,
 * so the scroll boxes that end there leave room to scroll their last card above a toast
 * (`bug-clearance`, web/src/styles.css).
 */
function useToastRoom() {
	const viewport = useRef<HTMLOListElement>(null);
	useLayoutEffect(() => {
		const element = viewport.current;
		if (!element) return;
		const root = document.documentElement.style;
		const measure = () => root.setProperty("--toast-room", `${element.offsetHeight}px`);
		measure();
		if (typeof ResizeObserver === "undefined") return () => root.removeProperty("--toast-room");
		const observer = new ResizeObserver(measure);
		observer.observe(element);
		return () => {
			observer.disconnect();
			root.removeProperty("--toast-room");
		};
	}, []);
	return viewport;
}

/** The notifications region; F8 moves focus to it (Radix's default hotkey). */
export function ToastRegion() {
	const items = useToasts();
	const viewport = useToastRoom();
	return (
		<ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
			{items.map((item) => (
				<ToastPrimitive.Root
					key={item.id}
					open={item.open}
					duration={item.duration}
					onOpenChange={(open) => {
						if (!open) dismissToast(item.id);
					}}
					className={cn(
						"pointer-events-auto flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-[var(--shadow-pop)]",
						"data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out relative",
						item.variant === "destructive"
							? "border-red-200 bg-red-50 text-red-900"
							: "border-sand-200 bg-white text-ink-900",
					)}
				>
					{item.variant === "destructive" ? (
						<CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600" />
					) : (
						<CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
					)}
					<div className="grid gap-1">
						{item.title && <ToastPrimitive.Title className="text-sm font-bold">{item.title}</ToastPrimitive.Title>}
						{item.description && (
							<ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
						)}
						{item.action && (
							<ToastPrimitive.Action
								altText={item.action.label}
								onClick={item.action.onClick}
								className="mt-1 justify-self-start rounded-lg border border-brand-600 px-3 py-1 text-sm font-bold text-brand-700 hover:bg-brand-50"
							>
								{item.action.label}
							</ToastPrimitive.Action>
						)}
					</div>
					<ToastPrimitive.Close
						aria-label="Close"
						className="absolute top-3 right-3 rounded-full p-1 text-ink-500 hover:bg-black/5 hover:text-ink-900"
					>
						<X aria-hidden className="size-4" />
					</ToastPrimitive.Close>
				</ToastPrimitive.Root>
			))}
			<ToastPrimitive.Viewport
				ref={viewport}
				data-notifications
				className="fixed right-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
			/>
		</ToastPrimitive.Provider>
	);
}
