import { useCallback, useEffect, useState } from "react";
import {
  DEFAULT_BUZZER_VOLUME,
  DEFAULT_TIMER_VOLUME,
  MAX_VOLUME,
  MIN_VOLUME,
  VOLUME_STEP,
} from "../../../shared/catchphrase/constants";
import { localStore } from "../../lib/storage";

export type VolumeKind = "timer" | "buzzer";
export type AudioVolumes = Record<VolumeKind, number>;

export const DEFAULT_VOLUMES: Readonly<AudioVolumes> = {
  timer: DEFAULT_TIMER_VOLUME,
  buzzer: DEFAULT_BUZZER_VOLUME,
};

const STORAGE_KEYS: Record<VolumeKind, string> = {
  timer: "catchphrase_timer_volume",
  buzzer: "catchphrase_buzzer_volume",
};

/** Keeps a volume in 0..1 on the 0.1 grid, so sums like 0.6 + 0.2 read 0.8 and show "80%". */
function normalise(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return Math.min(MAX_VOLUME, Math.max(MIN_VOLUME, rounded));
}

/**
 * The volume after one press of "-" or "+": one step of 0.2, clamped to 0..1 and rounded to one
 * decimal so that floating-point sums never leak into the percent display.
 */
export function stepVolumeValue(current: number, direction: 1 | -1): number {
  return normalise(current + direction * VOLUME_STEP);
}

/** A stored volume, or `fallback` when it is missing or not a number (storage is user-editable). */
export function parseVolume(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === "") return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? normalise(value) : fallback;
}

/** True when `value` cannot go further in `direction`, so the matching button is disabled. */
export function isVolumeAtLimit(value: number, direction: 1 | -1): boolean {
  return direction === 1 ? value >= MAX_VOLUME : value <= MIN_VOLUME;
}

/**
 * The timer and buzzer volumes of this device, kept in local storage across visits. The first
 * render uses the defaults (storage is read after mounting), so server and browser HTML agree.
 */
export function useAudioSettings(): {
  volumes: AudioVolumes;
  stepVolume(kind: VolumeKind, direction: 1 | -1): void;
} {
  const [volumes, setVolumes] = useState<AudioVolumes>(DEFAULT_VOLUMES);

  useEffect(() => {
    setVolumes({
      timer: parseVolume(localStore.get(STORAGE_KEYS.timer), DEFAULT_TIMER_VOLUME),
      buzzer: parseVolume(localStore.get(STORAGE_KEYS.buzzer), DEFAULT_BUZZER_VOLUME),
    });
  }, []);

  const stepVolume = useCallback(
    (kind: VolumeKind, direction: 1 | -1) => {
      const next = stepVolumeValue(volumes[kind], direction);
      localStore.set(STORAGE_KEYS[kind], String(next));
      setVolumes((current) => ({ ...current, [kind]: next }));
    },
    [volumes],
  );

  return { volumes, stepVolume };
}
