// Writes the toast notification chime (public/sounds/notification.wav): two soft sine notes,
// made here so that no sound file comes from anywhere else.
import { writeFileSync } from "node:fs";

const rate = 22_050;
const notes = [
  { frequency: 880, start: 0, length: 0.16 },
  { frequency: 1318.5, start: 0.11, length: 0.26 },
];
const total = Math.ceil(rate * 0.4);
const samples = new Float32Array(total);
for (const note of notes) {
  const from = Math.floor(note.start * rate);
  const count = Math.floor(note.length * rate);
  for (let i = 0; i < count && from + i < total; i++) {
    const t = i / rate;
    const envelope = Math.min(1, t / 0.008) * Math.exp(-t * 14);
    samples[from + i]! += 0.35 * envelope * Math.sin(2 * Math.PI * note.frequency * t);
  }
}
const data = Buffer.alloc(total * 2);
samples.forEach((value, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), i * 2));
const header = Buffer.alloc(44);
header.write("RIFF", 0);
header.writeUInt32LE(36 + data.length, 4);
header.write("WAVE", 8);
header.write("fmt ", 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20);
header.writeUInt16LE(1, 22);
header.writeUInt32LE(rate, 24);
header.writeUInt32LE(rate * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write("data", 36);
header.writeUInt32LE(data.length, 40);
writeFileSync(new URL("../public/sounds/notification.wav", import.meta.url), Buffer.concat([header, data]));
console.log(`notification.wav: ${44 + data.length} bytes`);
