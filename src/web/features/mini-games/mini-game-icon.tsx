import {
  Clapperboard,
  Disc3,
  Drama,
  Flag,
  Flame,
  FlaskConical,
  Grid3x3,
  Headphones,
  Hourglass,
  Image,
  Keyboard,
  Lightbulb,
  type LucideIcon,
  MessageCircleHeart,
  Pencil,
  Route,
  Sparkles,
  Type,
  Users,
} from "lucide-react";
import type { MiniGameIcon as IconName, MiniGameEntry } from "../../../shared/catalogue/mini-games";
import { gameColorClasses } from "../../components/ui/game-colors";

const icons: Record<IconName, LucideIcon> = {
  Flame,
  Drama,
  Disc3,
  Image,
  Users,
  FlaskConical,
  Pencil,
  Sparkles,
  Headphones,
  Clapperboard,
  MessageCircleHeart,
  Flag,
  Route,
  Grid3x3,
  Type,
  Keyboard,
  Lightbulb,
  Hourglass,
};

/** A mini-game's icon on its colour tile (decorative: the title always sits beside it). */
export function MiniGameIcon({ game, size = "md" }: { game: MiniGameEntry; size?: "md" | "lg" }) {
  const Icon = icons[game.icon];
  const colors = gameColorClasses[game.color];
  const tile = size === "lg" ? "size-16 rounded-2xl" : "size-12 rounded-xl";
  return (
    <span className={`inline-flex shrink-0 items-center justify-center ${tile} ${colors.soft} ${colors.text}`}>
      <Icon className={size === "lg" ? "size-8" : "size-6"} aria-hidden="true" />
    </span>
  );
}
