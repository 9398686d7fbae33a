"""Synthesise the table's sound effects (our own; no samples). Output is committed.
    python tools/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    data = b"".join(struct.pack("<h", int(32767 * 0.8 * s / peak)) for s in samples)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)


def noise_burst(seconds: float, decay: float, smooth: float, rng: random.Random) -> list[float]:
    out, low = [], 0.0
    for i in range(int(RATE * seconds)):
        low += smooth * (rng.uniform(-1, 1) - low)  # one-pole low-pass: softer than white noise
        out.append(low * math.exp(-i / (RATE * decay)))
    return out


def tone(freqs: list[float], seconds: float, decay: float, start: float = 0.0) -> list[float]:
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = math.exp(-t / decay) * min(1.0, t / 0.005)
        out.append(env * sum(math.sin(2 * math.pi * f * t + start) for f in freqs))
    return out


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(7)
    write("deal", noise_burst(0.09, 0.018, 0.5, rng))
    swish = noise_burst(0.32, 0.5, 0.12, rng)
    n = len(swish)
    write("slide", [s * math.sin(math.pi * i / n) for i, s in enumerate(swish)])
    click = noise_burst(0.04, 0.006, 0.7, rng)
    write("flip", click + [0.0] * int(RATE * 0.05) + [0.7 * c for c in click])
    chime = tone([1046.5], 0.18, 0.12) + tone([1318.5, 659.3], 0.5, 0.2)
    write("accept", chime)
    buzz = []
    for i in range(int(RATE * 0.45)):
        t = i / RATE
        f = 210 - 90 * t
        phase = (f * t) % 1.0
        buzz.append((2 * phase - 1) * 0.6 * math.exp(-t / 0.25) + 0.4 * math.sin(2 * math.pi * f * 0.5 * t))
    write("refuse", buzz)
    write("turn", tone([880.0, 1760.0], 0.35, 0.15))
    print("wrote sounds to", OUT)


if __name__ == "__main__":
    main()
