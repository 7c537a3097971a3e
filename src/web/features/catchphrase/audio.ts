import {
  DEFAULT_BUZZER_VOLUME,
  DEFAULT_TIMER_VOLUME,
  MAX_VOLUME,
  MIN_VOLUME,
  TICK_MS,
} from "../../../shared/catchphrase/constants";

/**
 * The game's two sounds, synthesised with the Web Audio API (no audio files): a looping
 * tick-tock "timer" while a round runs and a short harsh buzzer when time is up.
 */
export type GameAudio = {
  startTimer(): void;
  stopTimer(): void;
  buzz(): void;
  setVolumes(v: { timer: number; buzzer: number }): void;
  /** Plays about 2 seconds of the timer sound. */
  testTimer(): void;
  testBuzzer(): void;
  dispose(): void;
};

type Channels = { context: AudioContext; timer: GainNode; buzzer: GainNode };
/** The running timer loop: its JS clock, the next beat (context seconds) and its own sub-mix. */
type Loop = { wanted: boolean; interval: number; nextAt: number; count: number; output: GainNode | null };
type WebkitWindow = Window & { webkitAudioContext?: typeof AudioContext };

const TICK_SECONDS = TICK_MS / 1000;
/** How far ahead the loop schedules ticks, and how often it looks (the usual Web Audio clock). */
const LOOKAHEAD_SECONDS = 0.3;
const SCHEDULER_MS = 100;
/** A one-shot sound still waiting for the browser's permission after this long is dropped. */
const STALE_MS = 1500;
const BUZZ_SECONDS = 0.8;
const UNLOCK_EVENTS = ["pointerdown", "keydown", "touchend"] as const;
/** Thrown when the browser has no Web Audio: warned about once, not on every sound. */
const UNAVAILABLE = new Error("Web Audio is not available in this browser");

function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return MIN_VOLUME;
  return Math.min(MAX_VOLUME, Math.max(MIN_VOLUME, value));
}

/**
 * One audio engine per room screen. The AudioContext is made on first use and resumed when the
 * browser allows it (on the player's next tap or key, if not at once); nothing here ever throws.
 * A sound that fails to start rebuilds the context once and tries again, then is only logged with
 * console.warn (catchphrase.md section 8).
 */
export function createGameAudio(): GameAudio {
  let channels: Channels | null = null;
  let volumes = { timer: DEFAULT_TIMER_VOLUME, buzzer: DEFAULT_BUZZER_VOLUME };
  let disposed = false;
  let unsupportedWarned = false;
  const loop: Loop = { wanted: false, interval: 0, nextAt: 0, count: 0, output: null };
  let testOutput: GainNode | null = null;

  const unlock = () => {
    if (channels?.context.state !== "running") channels?.context.resume().catch(() => {});
  };

  function open(): Channels {
    if (channels && channels.context.state !== "closed") return channels;
    const Context =
      typeof window === "undefined" ? undefined : (window.AudioContext ?? (window as WebkitWindow).webkitAudioContext);
    if (!Context) throw UNAVAILABLE;
    const context = new Context();
    const timer = context.createGain();
    const buzzer = context.createGain();
    timer.gain.value = volumes.timer;
    buzzer.gain.value = volumes.buzzer;
    timer.connect(context.destination);
    buzzer.connect(context.destination);
    channels = { context, timer, buzzer };
    for (const name of UNLOCK_EVENTS) window.addEventListener(name, unlock, { passive: true });
    return channels;
  }

  function close() {
    const old = channels;
    channels = null;
    loop.output = null;
    testOutput = null;
    if (typeof window !== "undefined") {
      for (const name of UNLOCK_EVENTS) window.removeEventListener(name, unlock);
    }
    old?.context.close().catch(() => {});
  }

  /** Runs `play` on a running context; on failure rebuilds the context once, then only warns. */
  function withRetry(label: string, play: (ch: Channels, requestedAt: number) => void) {
    if (disposed) return;
    const requestedAt = Date.now();
    const attempt = async () => {
      const ch = open();
      if (ch.context.state !== "running") await ch.context.resume();
      if (disposed || channels !== ch) return;
      play(ch, requestedAt);
    };
    attempt()
      .catch(() => {
        if (disposed) return;
        close();
        return attempt();
      })
      .catch((error: unknown) => {
        if (error === UNAVAILABLE) {
          if (unsupportedWarned) return;
          unsupportedWarned = true;
        }
        console.warn(`Catchphrase audio: the ${label} could not play.`, error);
      });
  }

  const isStale = (requestedAt: number) => Date.now() - requestedAt > STALE_MS;

  function scheduleTicks(ch: Channels) {
    const output = loop.output;
    if (!output) return;
    const now = ch.context.currentTime;
    // After a pause (a suspended context, a throttled tab) restart the beat instead of catching up.
    if (loop.nextAt < now) loop.nextAt = now + 0.05;
    while (loop.nextAt < now + LOOKAHEAD_SECONDS) {
      playTick(ch.context, output, loop.nextAt, loop.count % 2 === 0);
      loop.nextAt += TICK_SECONDS;
      loop.count += 1;
    }
  }

  function stopLoop() {
    window.clearInterval(loop.interval);
    loop.interval = 0;
    fadeOut(channels?.context, loop.output);
    loop.output = null;
  }

  const buzz = () =>
    withRetry("buzzer", (ch, requestedAt) => {
      if (!isStale(requestedAt)) playBuzz(ch.context, ch.buzzer, ch.context.currentTime);
    });

  return {
    startTimer() {
      if (disposed || loop.wanted) return;
      loop.wanted = true;
      withRetry("timer sound", (ch) => {
        if (!loop.wanted || loop.output) return;
        loop.output = ch.context.createGain();
        loop.output.connect(ch.timer);
        loop.nextAt = 0;
        loop.count = 0;
        scheduleTicks(ch);
        loop.interval = window.setInterval(() => {
          const current = channels;
          if (current?.context.state !== "running") return;
          try {
            scheduleTicks(current);
          } catch (error) {
            stopLoop();
            console.warn("Catchphrase audio: the timer sound stopped.", error);
          }
        }, SCHEDULER_MS);
      });
    },
    stopTimer() {
      loop.wanted = false;
      if (loop.interval || loop.output) stopLoop();
    },
    buzz,
    setVolumes(next) {
      volumes = { timer: clampVolume(next.timer), buzzer: clampVolume(next.buzzer) };
      if (!channels) return;
      const now = channels.context.currentTime;
      channels.timer.gain.setTargetAtTime(volumes.timer, now, 0.015);
      channels.buzzer.gain.setTargetAtTime(volumes.buzzer, now, 0.015);
    },
    testTimer() {
      withRetry("timer sound", (ch, requestedAt) => {
        if (isStale(requestedAt)) return;
        fadeOut(ch.context, testOutput);
        const output = ch.context.createGain();
        output.connect(ch.timer);
        testOutput = output;
        const start = ch.context.currentTime + 0.05;
        for (let i = 0; i < 3; i++) playTick(ch.context, output, start + i * TICK_SECONDS, i % 2 === 0);
      });
    },
    testBuzzer: buzz,
    dispose() {
      if (disposed) return;
      loop.wanted = false;
      if (loop.interval) window.clearInterval(loop.interval);
      disposed = true;
      close();
    },
  };
}

/** Silences a sub-mix quickly (no click) and detaches it, cutting off what it had scheduled. */
function fadeOut(context: AudioContext | undefined, output: GainNode | null) {
  if (!context || !output) return;
  try {
    output.gain.setTargetAtTime(0, context.currentTime, 0.02);
    window.setTimeout(() => output.disconnect(), 150);
  } catch {
    output.disconnect();
  }
}

/** One clock beat: a woody click (higher on "tick", lower on "tock") over a soft low pulse. */
function playTick(context: AudioContext, output: AudioNode, at: number, high: boolean) {
  const voices: { type: OscillatorType; frequency: number; level: number; decay: number }[] = [
    { type: "sine", frequency: high ? 1320 : 990, level: 0.35, decay: 0.05 },
    { type: "triangle", frequency: high ? 660 : 495, level: 0.3, decay: 0.09 },
    { type: "sine", frequency: high ? 110 : 98, level: 0.25, decay: 0.18 },
  ];
  for (const voice of voices) {
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = voice.type;
    oscillator.frequency.setValueAtTime(voice.frequency, at);
    envelope.gain.setValueAtTime(0.0001, at);
    envelope.gain.exponentialRampToValueAtTime(voice.level, at + 0.004);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + voice.decay);
    oscillator.connect(envelope).connect(output);
    oscillator.onended = () => envelope.disconnect();
    oscillator.start(at);
    oscillator.stop(at + voice.decay + 0.02);
  }
}

/** The time-up buzzer: two detuned sawtooths and a square an octave down, through a low-pass. */
function playBuzz(context: AudioContext, output: AudioNode, at: number) {
  const filter = context.createBiquadFilter();
  filter.type = "lowpass";
  filter.frequency.setValueAtTime(2200, at);
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(0.0001, at);
  envelope.gain.exponentialRampToValueAtTime(0.3, at + 0.015);
  envelope.gain.setValueAtTime(0.3, at + BUZZ_SECONDS - 0.15);
  envelope.gain.linearRampToValueAtTime(0, at + BUZZ_SECONDS);
  filter.connect(envelope).connect(output);
  const voices: { type: OscillatorType; frequency: number }[] = [
    { type: "sawtooth", frequency: 146 },
    { type: "sawtooth", frequency: 155 },
    { type: "square", frequency: 73 },
  ];
  voices.forEach((voice, index) => {
    const oscillator = context.createOscillator();
    oscillator.type = voice.type;
    oscillator.frequency.setValueAtTime(voice.frequency, at);
    oscillator.connect(filter);
    if (index === 0) oscillator.onended = () => envelope.disconnect();
    oscillator.start(at);
    oscillator.stop(at + BUZZ_SECONDS + 0.02);
  });
}
