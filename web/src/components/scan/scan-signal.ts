/** A scan was read: a short tone (WebAudio) and a short vibration, so a user looking at the shelf knows without the screen. */
let audio: AudioContext | null = null;

export function signalScan() {
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 1760;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.08);
  } catch {
    // no audio output (or autoplay refused): the vibration and the code on screen still say it
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(80);
}
