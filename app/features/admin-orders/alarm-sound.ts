// The alarm's sound, made with the Web Audio API (no audio file): three short rising beeps. Each
// ring is counted on <html data-alarm-plays> and announced as a window event, so tools and tests
// can observe it.

export const ALARM_PLAYED_EVENT = "admin:new-order-alarm";
export const SOUND_STORAGE_KEY = "island-admin.alarm-sound";

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === "undefined" || typeof window.AudioContext !== "function") return null;
  context ??= new window.AudioContext();
  return context;
}

/** Called from the Enable sound click: browsers allow sound only after a gesture. */
export function unlockAudio(): void {
  const audio = audioContext();
  if (audio?.state === "suspended") void audio.resume().catch(() => undefined);
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
