import { Bell, Minus, Music, Plus } from "lucide-react";
import { Switch } from "radix-ui";
import { useId, useRef } from "react";
import type { WordChoiceRequest } from "../../../shared/catchphrase/our-words";
import type { WordChoiceSummary } from "../../../shared/catchphrase/player-view";
import type { GameSettings } from "../../../shared/catchphrase/types";
import { ThemeMenu } from "../../components/theme/theme-menu";
import { buttonClass } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { BigScreenLink } from "./big-screen-link";
import { isVolumeAtLimit, stepVolumeValue, type VolumeKind } from "./use-audio-settings";
import { WordSettings } from "./word-settings";

type SettingsDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  settings: GameSettings;
  onToggle(change: Partial<GameSettings>): void;
  /** False for a spectator: the toggles are the players'. */
  canToggle: boolean;
  /** The room and the viewer's standing in it, for the Words part (the host's to change). */
  code: string;
  roomUrl: string;
  isHost: boolean;
  wordChoice: WordChoiceSummary;
  onChooseWords(request: WordChoiceRequest): Promise<boolean>;
  volumes: { timer: number; buzzer: number };
  onStepVolume(kind: VolumeKind, direction: 1 | -1): void;
  onTestTimer(): void;
  onTestBuzzer(): void;
};

const TOGGLES: { key: keyof GameSettings; label: string; hint: string }[] = [
  { key: "showTimer", label: "Show Timer", hint: "Show the time-left bar while a round runs." },
  {
    key: "oppositeTeamCanSeeWord",
    label: "Opposite Team Sees Word",
    hint: "The team that is not describing can read the word too.",
  },
  { key: "allowWordChange", label: "Allow Word Change", hint: "The describer may swap a word for a new one." },
  {
    key: "pickTeams",
    label: "Pick Teams",
    hint: "Players choose their own teams before the game starts, instead of being dealt A, B, A, B.",
  },
];

const VOLUMES: { kind: VolumeKind; label: string; name: string }[] = [
  { kind: "timer", label: "Timer Music Volume", name: "timer music volume" },
  { kind: "buzzer", label: "Buzzer Sound Volume", name: "buzzer sound volume" },
];

/**
 * The Game Settings dialog (catchphrase.md section 2): the room's toggles (the spec's three, and
 * issue 18's Pick Teams), which any player may change for everyone; the words in play, which the
 * host chooses; and this device's two volumes with a test button for each sound.
 */
export function SettingsDialog(props: SettingsDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Game Settings"
      description="Game options apply to everyone in the room; sound levels only to this device."
    >
      <SettingsSection id="settings-game-heading" title="Game options">
        {props.canToggle ? null : <p className="mt-1 text-ink-muted text-sm">The players choose these.</p>}
        <ul className="mt-2 divide-y divide-line-soft">
          {TOGGLES.map((toggle) => (
            <ToggleRow
              key={toggle.key}
              label={toggle.label}
              hint={toggle.hint}
              checked={props.settings[toggle.key]}
              disabled={!props.canToggle}
              onChange={(checked) => props.onToggle({ [toggle.key]: checked })}
            />
          ))}
        </ul>
      </SettingsSection>

      <SettingsSection id="settings-words-heading" title="Words">
        <WordSettings
          code={props.code}
          isHost={props.isHost}
          choice={props.wordChoice}
          onChoose={props.onChooseWords}
        />
      </SettingsSection>

      <SettingsSection id="settings-screen-heading" title="Big screen">
        <p className="mt-2 text-ink-muted text-sm">
          Put the game on a TV or laptop for everyone to follow; phones stay the controllers.
        </p>
        <BigScreenLink roomUrl={props.roomUrl} className="mt-2" />
      </SettingsSection>

      <SettingsSection id="settings-sound-heading" title="Sound">
        <div className="mt-2 divide-y divide-line-soft">
          {VOLUMES.map((volume) => (
            <VolumeRow
              key={volume.kind}
              label={volume.label}
              name={volume.name}
              value={props.volumes[volume.kind]}
              onStep={(direction) => props.onStepVolume(volume.kind, direction)}
            />
          ))}
        </div>
      </SettingsSection>

      <SettingsSection id="settings-test-heading" title="Test Audio">
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <button type="button" onClick={props.onTestTimer} className={buttonClass("outline", "md", "w-full")}>
            <Music className="size-4" aria-hidden="true" />
            Test timer sound
          </button>
          <button type="button" onClick={props.onTestBuzzer} className={buttonClass("outline", "md", "w-full")}>
            <Bell className="size-4" aria-hidden="true" />
            Test buzzer
          </button>
        </div>
      </SettingsSection>

      {/* On a phone the room header has no room for the Theme control: it is here instead. */}
      <section aria-labelledby="settings-look-heading" className="mt-5 flex items-center justify-between sm:hidden">
        <h3 id="settings-look-heading" className="font-semibold text-ink-muted text-xs uppercase tracking-wider">
          Look
        </h3>
        <ThemeMenu />
      </section>
    </Dialog>
  );
}

/** One part of the dialog under its small heading. */
function SettingsSection(props: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="mt-5">
      <h3 id={props.id} className="font-semibold text-ink-muted text-xs uppercase tracking-wider">
        {props.title}
      </h3>
      {props.children}
    </section>
  );
}

function ToggleRow(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-ink">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-ink-muted text-sm">
          {props.hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onChange}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-11 w-[4.75rem] shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-600"
      >
        <span
          className={`absolute font-bold text-xs tracking-wide ${props.checked ? "left-2.5 text-white" : "right-2 text-ink-soft"}`}
        >
          {props.checked ? "ON" : "OFF"}
        </span>
        <Switch.Thumb className="block size-6 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[3rem]" />
      </Switch.Root>
    </li>
  );
}

function VolumeRow(props: { label: string; name: string; value: number; onStep(direction: 1 | -1): void }) {
  const down = useRef<HTMLButtonElement>(null);
  const up = useRef<HTMLButtonElement>(null);
  const step = (direction: 1 | -1) => {
    props.onStep(direction);
    // The pressed button is disabled at the end of the range: keep focus in the row.
    if (isVolumeAtLimit(stepVolumeValue(props.value, direction), direction)) {
      (direction === 1 ? down : up).current?.focus();
    }
  };
  const stepClass =
    "inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-600 text-brand-ink transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:border-line-strong disabled:text-ink-faint disabled:hover:bg-transparent";
  return (
    <fieldset className="m-0 flex min-w-0 items-center justify-between gap-4 border-0 px-0 py-3">
      <legend className="float-left font-medium text-ink">{props.label}</legend>
      <div className="flex shrink-0 items-center gap-2">
        <button
          ref={down}
          type="button"
          aria-label={`Decrease ${props.name}`}
          disabled={isVolumeAtLimit(props.value, -1)}
          onClick={() => step(-1)}
          className={stepClass}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output aria-live="polite" className="w-12 text-center font-semibold text-ink tabular-nums">
          {Math.round(props.value * 100)}%
        </output>
        <button
          ref={up}
          type="button"
          aria-label={`Increase ${props.name}`}
          disabled={isVolumeAtLimit(props.value, 1)}
          onClick={() => step(1)}
          className={stepClass}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </fieldset>
  );
}
