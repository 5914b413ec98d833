// Demo home-page content: hero slides, benefits, testimonials, Our Story blocks and alerts.
// Each entry is a set of factory overrides, so the factories stay the one source of defaults.
import type {
  NewAlert,
  NewBenefit,
  NewHeroSlide,
  NewSiteSection,
  NewTestimonial,
} from "#server/db/factories.ts";

export const HERO_SLIDES: Partial<NewHeroSlide>[] = [
  {
    image_url: "/images/hero/slide-1.svg",
    badge_text: "Caribbean & American Kitchen",
    heading_text: "Authentic Jerk, Straight From the Grill",
    heading_highlight: "Jerk",
    subtitle: "Marinated overnight in scotch bonnet and pimento, smoked low and slow every single day.",
    cta_text: "Order Now",
    cta_link: "/order-online",
    background_color: "#F97316",
  },
  {
    image_url: "/images/hero/slide-2.svg",
    badge_text: "Catering for 10 to 300",
    heading_text: "Bring the Island to Your Next Event",
    heading_highlight: "Island",
    subtitle: "Party trays, weddings and office lunches, cooked fresh and delivered hot across Atlanta.",
    cta_text: "Plan Your Catering",
    cta_link: "/catering",
    background_color: "#15803D",
  },
  {
    image_url: "/images/hero/slide-3.svg",
    badge_text: "Family Owned Since 2015",
    heading_text: "Comfort Food With a Caribbean Soul",
    heading_highlight: "Caribbean",
    subtitle: "Curry goat, oxtail, fried chicken and rum cake, made from our family's recipes.",
    cta_text: "View Menu",
    // No link on purpose: the hero falls back to /menu (docs/product/02-public-pages.md §2.5).
    cta_link: null,
    background_color: "#92400E",
  },
];

export const BENEFITS: Partial<NewBenefit>[] = [
  {
    icon_name: "chef-hat",
    title: "Family Recipes",
    description: "Dishes passed down three generations, cooked from scratch in our kitchen every morning.",
  },
  {
    icon_name: "leaf",
    title: "Fresh Ingredients",
    description: "Local produce, fresh herbs and real scotch bonnets. No shortcuts, no frozen sauces.",
  },
  {
    icon_name: "truck",
    title: "Catering Made Easy",
    description: "From office lunches to weddings, we cook, pack and deliver hot trays on time.",
  },
  {
    icon_name: "clock",
    title: "Order Ahead",
    description: "Closed right now? Schedule your pickup for later and skip the line.",
  },
];

export const TESTIMONIALS: Partial<NewTestimonial>[] = [
  {
    name: "Tanya R.",
    location: "Decatur, GA",
    text: "The oxtail is the best I've had outside of Kingston. Tender, rich gravy and generous portions. We come every Friday now.",
    rating: 5,
  },
  {
    name: "Marcus J.",
    location: "Atlanta, GA",
    text: "They catered our office party for 60 people. Everything arrived hot and on time, and the jerk chicken disappeared first.",
    rating: 5,
  },
  {
    name: "Lisa & Dave P.",
    location: "East Point, GA",
    text: "Rasta pasta and rum cake, that's our date night. Friendly family, cozy spot, and the plantains are perfectly sweet.",
    rating: 5,
  },
  {
    name: "Andre W.",
    location: "Smyrna, GA",
    text: "Great jerk wings with real heat. Pickup was quick and easy. Only wish they were open later on Sundays!",
    rating: 4,
  },
];

export const STORY_SECTIONS: NewSiteSection[] = [
  {
    page_name: "home",
    section_name: "our-story-intro",
    title: "Our Story",
    subtitle: "From a family kitchen to yours since 2015",
    content: {
      text: "Island Spice Kitchen started with a grill, a cooler and Grandma Pearl's jerk marinade at a Saturday market. Today we're still family run, still cooking every dish from scratch.",
    },
  },
  {
    page_name: "home",
    section_name: "our-story-1",
    title: "Rooted in Jamaica, Raised in Atlanta",
    content: {
      text: "Our recipes come from Montego Bay, carried over in a worn notebook of spices and stories. We paired them with the Southern comfort food we grew up loving here in Georgia, and a menu was born: jerk chicken beside fried chicken, rice & peas beside mac & cheese.",
      imageUrl: "/images/story/kitchen.svg",
      imageAlt: "Pots simmering on the stove in the Island Spice Kitchen",
      reversed: false,
    },
  },
  {
    page_name: "home",
    section_name: "our-story-2",
    title: "A Table for Everyone",
    content: {
      text: "Whether you stop in for a quick lunch or let us cater your wedding, you're treated like family. We cook in small batches, know our regulars by name, and still taste every pot of curry before it leaves the kitchen.",
      imageUrl: "/images/story/family.svg",
      imageAlt: "The family gathered around a table of Caribbean dishes",
      reversed: true,
    },
  },
];

export const ALERTS: Partial<NewAlert>[] = [
  {
    title: "Holiday Catering",
    message: "Holiday catering orders are now open! Book your party trays early, as weekends fill up fast.",
    alert_type: "info",
    is_active: true,
    is_dismissible: true,
  },
  {
    title: "Closed for Renovations",
    message: "We're closed Monday for a quick kitchen refresh. See you Tuesday!",
    alert_type: "warning",
    is_active: false,
    is_dismissible: false,
  },
];
