import { CalendarDays, Compass, ExternalLink, Map as MapIcon, MessageCircleHeart, Sparkles, Star } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClasses } from "../../components/ui/button";
import { paths } from "../../lib/paths";
import { useConfig } from "../auth";
import { useHasBetaAccess } from "../beta-gate";
import { CarouselSlot } from "./carousel-slot";
import { illustrativeLabel, parentBrand, testimonials, testimonialsNote } from "./content";
import { HeroVideo } from "./hero-video";

/** The About section's one external link, to the configured parent brand site; none when unset. */
function ParentBrandLink() {
	const url = useConfig().data?.parentBrandUrl;
	if (!url) return null;
	return (
		<a
			href={url}
			target="_blank"
			rel="noopener noreferrer"
			className={buttonClasses("outline", "lg", "mt-8 border-white/0")}
		>
			Visit {parentBrand.name}
			<ExternalLink aria-hidden className="size-4" />
			<span className="sr-only">(opens in a new tab)</span>
		</a>
	);
}

const steps = [
	{
		icon: Sparkles,
		title: "Get Inspired",
		text: "Tell Guide AI where you're headed and how old the kids are. Wunder suggests real places they'll love.",
	},
	{
		icon: Compass,
		title: "Plan Adventures",
		text: "Save the favourites to your adventure, with family notes on what makes each place worth the trip.",
	},
	{
		icon: MapIcon,
		title: "Map It Out",
		text: "Turn saved places into paths for walking, biking or driving, with distances and times for every leg.",
	},
	{
		icon: MessageCircleHeart,
		title: "Keep the Fun Going",
		text: "Share with grandparents and friends, or publish your adventure so other families can find and duplicate it.",
	},
];

/** The hero's call to action: sunrise-700 keeps white text above 4.5:1. */
const heroCta = buttonClasses("accent", "lg", "mt-8 shadow-lg");

/** The signed-out home page at `/` (and at `/welcome` for anyone): hero, sample adventures, how it works, about. */
export function LandingPage() {
	// A guest without the beta password (here from a shared adventure's 'Join the beta') starts at
	// the gate, where the password goes: signing in needs it first.
	const start = useHasBetaAccess() === false ? paths.home : paths.login;
	return (
		<main>
			<section className="relative isolate overflow-hidden" aria-labelledby="hero-title">
				<HeroVideo className="absolute inset-0 -z-20" />
				{/* Scrim: ≥ 75 % dark teal behind every line of text (the whole hero below 1024 px, the text's side above), so white text stays above 4.5:1 even over white snow. */}
				<div
					aria-hidden
					className="absolute inset-0 -z-10 bg-brand-900/80 lg:bg-transparent lg:bg-gradient-to-r lg:from-brand-900/90 lg:via-brand-900/80 lg:via-65% lg:to-brand-900/20"
				/>
				<div className="mx-auto flex min-h-[520px] max-w-7xl flex-col items-start justify-center px-4 py-16 sm:min-h-[600px] sm:px-6 lg:min-h-[640px]">
					<p className="mb-5 rounded-full bg-brand-900 px-4 py-1 text-sm font-semibold text-white ring-1 ring-white/30">
						Free beta access for families
					</p>
					<h1
						id="hero-title"
						className="max-w-2xl font-display text-4xl leading-tight font-extrabold text-balance text-white sm:text-6xl"
					>
						Adventure Anywhere. Play Everywhere.
					</h1>
					<p className="mt-5 max-w-xl text-lg text-white">
						Family trips planned with a guide who knows your kids' ages: real places they'll love, and day-by-day paths
						to walk, bike or drive.
					</p>
					<a href={start} className={heroCta}>
						Start Your Next Adventure
					</a>
				</div>
			</section>

			<section className="mx-auto max-w-7xl px-4 py-20 sm:px-6" aria-labelledby="how-it-works">
				<h2 id="how-it-works" className="text-center font-display text-3xl font-extrabold sm:text-4xl">
					How the Adventure Guide Works
				</h2>
				<ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
					{steps.map((step, index) => (
						<li key={step.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
							<span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
								<step.icon aria-hidden className="size-6" />
							</span>
							<p className="mt-4 text-xs font-bold tracking-wider text-sunrise-700 uppercase">Step {index + 1}</p>
							<h3 className="mt-1 font-display text-xl font-extrabold">{step.title}</h3>
							<p className="mt-2 text-sm leading-relaxed text-ink-500">{step.text}</p>
						</li>
					))}
				</ol>
				<div className="mt-12 flex justify-center">
					<a href={start} className={buttonClasses("primary", "lg")}>
						Plan Your Next Adventure
					</a>
				</div>
			</section>

			<section className="bg-sand-100 py-20" aria-labelledby="discover-samples">
				<div className="mx-auto max-w-7xl px-4 sm:px-6">
					<div className="mx-auto max-w-2xl text-center">
						<h2 id="discover-samples" className="font-display text-3xl font-extrabold sm:text-4xl">
							Discover adventures from Adventure Guide families
						</h2>
						<p className="mt-4 text-ink-500">
							Sample trips made by the Adventure Guide team on real places. Open one to see its places and day paths,
							then duplicate it and make it your own.
						</p>
					</div>
					<div className="mt-12">
						<CarouselSlot />
					</div>
					<div className="mt-10 flex justify-center">
						<Link to={paths.discover} className={buttonClasses("primary", "lg")}>
							Discover More Adventures
						</Link>
					</div>
				</div>
			</section>

			<section className="mx-auto max-w-7xl px-4 py-20 sm:px-6" aria-labelledby="testimonials">
				<h2 id="testimonials" className="text-center font-display text-3xl font-extrabold sm:text-4xl">
					Why Families Love Adventure Guide
				</h2>
				<p id="testimonials-note" className="mx-auto mt-4 max-w-2xl text-center text-ink-500">
					{testimonialsNote}
				</p>
				<ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4" aria-describedby="testimonials-note">
					{testimonials.map((t) => (
						<li key={t.name}>
							<figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
								<p className="flex gap-0.5 text-sunrise-400" role="img" aria-label={`Rated ${t.rating} out of 5`}>
									{["one", "two", "three", "four", "five"].slice(0, t.rating).map((star) => (
										<Star key={star} aria-hidden className="size-5 fill-current" />
									))}
								</p>
								<blockquote className="mt-4 flex-1 leading-relaxed text-ink-700">“{t.review}”</blockquote>
								<figcaption className="mt-6 border-t border-sand-200 pt-4">
									<span className="block font-semibold text-ink-900">{t.name}</span>
									<span className="block text-sm text-ink-500">{t.location}</span>
									<span className="mt-3 inline-block rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
										{illustrativeLabel}
									</span>
								</figcaption>
							</figure>
						</li>
					))}
				</ul>
			</section>

			<section className="bg-brand-800 text-white" aria-labelledby="about">
				<div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-center">
					<div>
						<h2 id="about" className="font-display text-3xl font-extrabold sm:text-4xl">
							About Adventure Guide
						</h2>
						<p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50">
							Adventure Guide is a trip planner for parents and kids, made by {parentBrand.name}. Guide AI matches ideas
							to your kids' interests and ages, every place comes with field notes for families (ages, access, when to
							go), and every plan can be shared with friends and other families.
						</p>
						<ParentBrandLink />
					</div>
					<ul className="grid gap-4 text-brand-50">
						{[
							{ icon: Sparkles, text: "AI ideas matched to interests and kids' ages" },
							{ icon: MapIcon, text: "Custom walking, biking and driving routes" },
							{ icon: CalendarDays, text: "Day-by-day plans paced for your youngest" },
						].map((item) => (
							<li key={item.text} className="flex items-center gap-3 rounded-2xl bg-white/10 p-4">
								<item.icon aria-hidden className="size-6 shrink-0 text-sunrise-300" />
								<span className="font-semibold">{item.text}</span>
							</li>
						))}
					</ul>
				</div>
			</section>
		</main>
	);
}
