import {
  Award,
  ChefHat,
  Clock,
  Flame,
  Heart,
  Leaf,
  ShieldCheck,
  Smile,
  Sparkles,
  Star,
  ThumbsUp,
  Truck,
  Users,
  Utensils,
  type LucideIcon,
} from "lucide-react";
import { resolveBenefitIcon, type BenefitIconName } from "#domain/home.ts";

export type BenefitView = { id: string; icon_name: string; title: string; description: string };

const ICONS: Record<BenefitIconName, LucideIcon> = {
  "chef-hat": ChefHat,
  leaf: Leaf,
  truck: Truck,
  heart: Heart,
  clock: Clock,
  award: Award,
  star: Star,
  utensils: Utensils,
  flame: Flame,
  users: Users,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  smile: Smile,
  "thumbs-up": ThumbsUp,
};

/** One of the known icons by name, or the default icon (docs/product/02-public-pages.md §2.5). */
export function BenefitIcon({ name, className }: { name: string; className: string }) {
  const Icon = ICONS[resolveBenefitIcon(name)];
  return <Icon className={className} aria-hidden="true" />;
}

/** One promise of the list, as the home page shows it (and the admin previews it). */
export function BenefitCard({ benefit }: { benefit: Omit<BenefitView, "id"> }) {
  return (
    <li className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <BenefitIcon name={benefit.icon_name} className="h-6 w-6" />
      </span>
      <div>
        <p className="font-semibold text-ink">{benefit.title}</p>
        <p className="mt-1 text-sm leading-6 text-stone-700">{benefit.description}</p>
      </div>
    </li>
  );
}

export function WhyChooseUs({ benefits }: { benefits: BenefitView[] }) {
  if (benefits.length === 0) return null;
  return (
    <section aria-labelledby="why-choose-us" className="bg-brand-50 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="why-choose-us" className="font-display text-3xl font-bold md:text-4xl">
            Why Choose Us?
          </h2>
          <p className="mt-4 text-lg text-stone-700">
            Real cooking from a real family kitchen: the recipes we grew up with, made fresh for you every
            day.
          </p>
        </div>
        <div>
          <h3 className="text-sm font-bold uppercase tracking-wider text-brand-700">Our Promise</h3>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2">
            {benefits.map((benefit) => (
              <BenefitCard key={benefit.id} benefit={benefit} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
