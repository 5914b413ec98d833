import {
  Medal,
  BellRing,
  BookOpen,
  CalendarDays,
  ChefHat,
  ClipboardList,
  FileText,
  FolderTree,
  Image,
  LayoutDashboard,
  ListPlus,
  Mail,
  MessageSquareQuote,
  Receipt,
  Settings,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";

export const NAV_ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  orders: ClipboardList,
  menu: UtensilsCrossed,
  modifiers: ListPlus,
  catering: CalendarDays,
  "catering-menu": ChefHat,
  "catering-categories": FolderTree,
  hero: Image,
  benefits: Medal,
  content: FileText,
  testimonials: MessageSquareQuote,
  alerts: BellRing,
  inquiries: Mail,
  expenses: Receipt,
  settings: Settings,
};

export const FALLBACK_ICON: LucideIcon = BookOpen;
