import { Play, Smartphone } from "lucide-react";

type StoreButtonsProps = {
  googlePlayUrl: string;
  appStoreUrl: string;
  /** Names the app in the buttons' accessible names ("Get it on Google Play (Truth or Dare)"). */
  appName?: string;
  size?: "sm" | "md";
  /** "onDark" for dark backgrounds, where the usual black buttons would disappear. */
  tone?: "default" | "onDark";
  className?: string;
};

/** The pair of store buttons shown wherever a game can be downloaded. */
export function StoreButtons({
  googlePlayUrl,
  appStoreUrl,
  appName,
  size = "md",
  tone = "default",
  className = "",
}: StoreButtonsProps) {
  const colors =
    tone === "onDark"
      ? "bg-white text-slate-900 hover:bg-slate-100"
      : "bg-slate-900 text-white hover:bg-slate-700 dark:bg-slate-700";
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <StoreButton
        href={googlePlayUrl}
        appName={appName}
        kicker="Get it on"
        store="Google Play"
        size={size}
        colors={colors}
        icon={<Play className="size-5 fill-current" aria-hidden="true" />}
      />
      <StoreButton
        href={appStoreUrl}
        appName={appName}
        kicker="Download on the"
        store="App Store"
        size={size}
        colors={colors}
        icon={<Smartphone className="size-5" aria-hidden="true" />}
      />
    </div>
  );
}

function StoreButton(props: {
  href: string;
  appName: string | undefined;
  kicker: string;
  store: string;
  size: "sm" | "md";
  colors: string;
  icon: React.ReactNode;
}) {
  const padding = props.size === "sm" ? "px-3 py-1.5" : "px-4 py-2";
  return (
    <a
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-2 rounded-xl text-left shadow-sm transition-colors ${props.colors} ${padding}`}
    >
      {props.icon}
      <span className="flex flex-col leading-tight">
        <span className="text-[0.625rem] uppercase tracking-wide opacity-75">{props.kicker}</span>
        <span className={props.size === "sm" ? "font-semibold text-sm" : "font-semibold"}>
          {props.store}
          {/* The name read out holds what is shown, and which app it is. */}
          {props.appName ? <span className="sr-only"> ({props.appName})</span> : null}
        </span>
      </span>
    </a>
  );
}
