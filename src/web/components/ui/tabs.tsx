import { Tabs as RadixTabs } from "radix-ui";

/**
 * Tabs in the site's pill style (Radix underneath: arrow keys move between tabs, each panel is
 * labelled by its tab). Use `Tabs.Root`, `Tabs.List`, `Tabs.Trigger` and `Tabs.Content`.
 */
function List({ className = "", ...props }: React.ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={`flex gap-1 rounded-full bg-surface-sunken p-1 ${className}`} {...props} />;
}

function Trigger({ className = "", ...props }: React.ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={`inline-flex min-h-11 flex-auto items-center justify-center gap-2 rounded-full px-2 font-semibold sm:flex-none sm:px-5 text-ink-soft text-sm transition-colors hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-brand-ink data-[state=active]:shadow-sm motion-reduce:transition-none ${className}`}
      {...props}
    />
  );
}

export const Tabs = { Root: RadixTabs.Root, List, Trigger, Content: RadixTabs.Content };
