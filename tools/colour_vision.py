"""A screenshot as a colour-blind person sees it (issue 37): deuteranopia, protanopia or tritanopia,
simulated with colorspacious (Machado, Oliveira and Fernandes 2009, full severity).

    python tools/colour_vision.py IN.png OUT.png [deuteranopia|protanopia|tritanopia]

Needs the test extra (``pip install -e ".[test]"``: colorspacious and numpy).
"""

from __future__ import annotations

import sys

KINDS = {"deuteranopia": "deuteranomaly", "protanopia": "protanomaly", "tritanopia": "tritanomaly"}


def simulate(pixels, kind: str):
    """An (..., 3) array of sRGB 0-255 values as seen with ``kind`` (a key of KINDS), 0-255."""
    import numpy as np
    from colorspacious import cspace_convert

    space = {"name": "sRGB1+CVD", "cvd_type": KINDS[kind], "severity": 100}
    seen = cspace_convert(np.asarray(pixels, dtype=float) / 255.0, space, "sRGB1")
    return np.clip(seen, 0.0, 1.0) * 255.0


def distance(a, b) -> float:
    """How far apart two sRGB 0-255 colours look: CIECAM02-UCS delta E (about 1: just noticeable)."""
    import numpy as np
    from colorspacious import deltaE

    return float(deltaE(np.asarray(a, dtype=float) / 255.0, np.asarray(b, dtype=float) / 255.0,
                        input_space="sRGB1", uniform_space="CAM02-UCS"))


def convert_image(src: str, dst: str, kind: str = "deuteranopia") -> None:
    import numpy as np
    import pygame

    image = pygame.image.load(src)
    pixels = pygame.surfarray.array3d(image)
    seen = simulate(pixels.reshape(-1, 3), kind).reshape(pixels.shape)
    out = pygame.surfarray.make_surface(np.rint(seen).astype(np.uint8))
    pygame.image.save(out, dst)


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3) or (len(argv) == 3 and argv[2] not in KINDS):
        print(__doc__)
        return 2
    convert_image(*argv)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
