import { Play, Smartphone } from "lucide-react";

type StoreButtonsProps = {
  googlePlayUrl: string;
  appStoreUrl: string;
  /** Names the app in the buttons' accessible names ("Get Truth or Dare on Google Play"). */
  appName?: string;
  size?: "sm" | "md";
  className?: string;
};

/** The pair of store buttons shown wherever a game can be downloaded. */
export function StoreButtons({ googlePlayUrl, appStoreUrl, appName, size = "md", className = "" }: StoreButtonsProps) {
  const suffix = appName ? ` (${appName})` : "";
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <StoreButton
        href={googlePlayUrl}
        label={`Google Play${suffix}`}
        kicker="Get it on"
        store="Google Play"
        size={size}
        icon={<Play className="size-5 fill-current" aria-hidden="true" />}
      />
      <StoreButton
        href={appStoreUrl}
        label={`App Store${suffix}`}
        kicker="Download on the"
        store="App Store"
        size={size}
        icon={<Smartphone className="size-5" aria-hidden="true" />}
      />
    </div>
  );
}

function StoreButton(props: {
  href: string;
  label: string;
  kicker: string;
  store: string;
  size: "sm" | "md";
  icon: React.ReactNode;
}) {
  const padding = props.size === "sm" ? "px-3 py-1.5" : "px-4 py-2";
  return (
    <a
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={props.label}
      className={`inline-flex items-center gap-2 rounded-xl bg-slate-900 text-left text-white shadow-sm transition-colors hover:bg-slate-700 ${padding}`}
    >
      {props.icon}
      <span className="flex flex-col leading-tight">
        <span className="text-[0.625rem] uppercase tracking-wide text-white/75">{props.kicker}</span>
        <span className={props.size === "sm" ? "font-semibold text-sm" : "font-semibold"}>{props.store}</span>
      </span>
    </a>
  );
}
