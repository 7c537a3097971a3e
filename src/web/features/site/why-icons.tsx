import {
  Clock,
  Flame,
  Heart,
  Layers,
  type LucideIcon,
  MessageCircle,
  PartyPopper,
  Shield,
  Smile,
  Sparkles,
  Star,
  Trophy,
  Users,
  WifiOff,
  Zap,
} from "lucide-react";
import type { WhyIcon } from "../../../shared/catalogue/game-types";

/** The drawing for each icon name a "Why You'll Love It" point may use. */
export const whyIcons: Record<WhyIcon, LucideIcon> = {
  users: Users,
  zap: Zap,
  heart: Heart,
  sparkles: Sparkles,
  smile: Smile,
  shield: Shield,
  clock: Clock,
  trophy: Trophy,
  flame: Flame,
  "message-circle": MessageCircle,
  "party-popper": PartyPopper,
  layers: Layers,
  "wifi-off": WifiOff,
  star: Star,
};
