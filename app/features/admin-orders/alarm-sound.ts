// The alarm's sound, made with the Web Audio API (no audio file): three short rising beeps. Each
// ring is counted on <html data-alarm-plays> and announced as a window event, so tools and tests
// can observe it.

import type { AudioState } from "./sound-bar.ts";

export const ALARM_PLAYED_EVENT = "admin:new-order-alarm";
export const SOUND_STORAGE_KEY = "island-admin.alarm-sound";

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === "undefined" || typeof window.AudioContext !== "function") return null;
  context ??= new window.AudioContext();
  return context;
}

/** Whether this page can play sound now (see sound-bar.ts); "locked" until its audio has started. */
export function readAudioState(): AudioState {
  if (typeof window === "undefined" || typeof window.AudioContext !== "function") return "unsupported";
  return context?.state === "running" ? "running" : "locked";
}

/** Tells `listener` whenever this page's audio starts or stops; returns the unsubscribe. */
export function watchAudioState(listener: (state: AudioState) => void): () => void {
  const audio = audioContext();
  if (!audio) return () => undefined;
  const changed = () => listener(readAudioState());
  audio.addEventListener("statechange", changed);
  return () => audio.removeEventListener("statechange", changed);
}

/**
 * Starts this page's audio. Browsers allow it only during a tap or key press on the page (or after
 * one): called from the Tap to enable sound bar, it also plays a silent blip, which is what some
 * phones need before they let a page make sound. Elsewhere (a page opened with the sound on) it is a
 * try that may wait for the first tap.
 */
export function unlockAudio(): void {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === "suspended") void audio.resume().catch(() => undefined);
  try {
    const blip = audio.createBufferSource();
    blip.buffer = audio.createBuffer(1, 1, audio.sampleRate);
    blip.connect(audio.destination);
    blip.start();
  } catch {
    // a closed context: the next ring reports nothing either way
  }
}

export function playAlarmSound(): void {
  const root = document.documentElement;
  root.dataset.alarmPlays = String(Number(root.dataset.alarmPlays ?? "0") + 1);
  window.dispatchEvent(new Event(ALARM_PLAYED_EVENT));
  const audio = audioContext();
  if (!audio) return;
  const start = audio.currentTime;
  [880, 988, 1175].forEach((frequency, index) => {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "square";
    oscillator.frequency.value = frequency;
    const at = start + index * 0.22;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.2);
  });
}

export function readSoundPreference(): boolean {
  try {
    return window.localStorage.getItem(SOUND_STORAGE_KEY) === "on";
  } catch {
    return false;
  }
}

export function storeSoundPreference(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_STORAGE_KEY, on ? "on" : "off");
  } catch {
    // private browsing: the choice holds for this page only
  }
}
