"""Who is Frenemies with whom (SG-13), shown as a badge on each Frenemy's plate: a handshake
and the other's name. Laid out in ``update`` (draw only reads it), where it covers no Tree,
present, Gift Tag, plate, deck or card: a line from plate to plate would cross the Tree."""

from __future__ import annotations

import functools

import pygame

from table import assets
from table.i18n import _, join_words
from table.ui import pen, theme
from table.ui.widgets import draw_text, readable, shortened

FILL, BORDER = (244, 236, 252), (150, 90, 200)


def badge_words(partners: list[str]) -> tuple[str, str]:
    """What a Frenemy's badge says, and its shorter form: the names alone, beside the handshake."""
    names = join_words(partners)
    return _("Frenemies with {names}").format(names=names), names


def shown_words(text: tuple[str, str], s: float, most: int) -> str:
    """The words a badge at most ``most`` wide shows: the whole, else the names alone, and only
    then do they give way."""
    size = readable(13 * s)
    font = assets.font("bold", size)
    room = most - max(12, int(size * 1.3)) - 3 * max(4, int(6 * s))
    return next((t for t in text if font.size(t)[0] <= room), None) or shortened(text[-1], font, room)


@functools.lru_cache(maxsize=64)
def badge(text: tuple[str, str], s: float, most: int) -> pygame.Surface:
    """A handshake and the words, on a lavender tab, at most ``most`` wide."""
    size = readable(13 * s)
    font = assets.font("bold", size)
    icon = max(12, int(size * 1.3))
    pad = max(4, int(6 * s))
    words = shown_words(text, s, most)
    w = min(most, font.size(words)[0] + icon + 3 * pad)
    h = max(icon, font.get_linesize()) + pad
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = out.get_rect()
    pen.rect(out, FILL, rect, border_radius=h // 2)
    pen.rect(out, BORDER, rect, max(1, int(2 * s)), border_radius=h // 2)
    picture = assets.scaled("decor/handshake.png", icon)
    out.blit(picture, picture.get_rect(midleft=(pad, h // 2)))
    draw_text(out, words, "bold", size, theme.INK, midleft=(pad * 2 + icon, h // 2))
    return out


class FrenemyBadges:
    def _place_badges(self, view) -> None:
        """Each Frenemy's badge: under her plate, else over it, beside it, in the first place
        that covers nothing a player reads (SG-13)."""
        if not view.frenemies:
            self.badges = {}
            return
        lay = self.layout
        s = lay.s
        partners: dict[int, list[str]] = {}
        for a, b in view.frenemies:
            partners.setdefault(a, []).append(self.names[b])
            partners.setdefault(b, []).append(self.names[a])
        avoid = [lay.tree, lay.deck_and_count()]
        avoid += [r.union(self._tag_rect(pid, r)) for pid, r in self.present_rects.items()]
        plates = {seat: self.plate(seat) for seat in range(self.n)}
        avoid += list(plates.values()) + [r for _c, r in self.hand_rects]
        if self.multi and not self.hand_rects:
            avoid.append(self._hidden_hands_line()[2])
        # the choices' rows above the hand (two of them) come before any badge
        top = min([r.top for _c, r in self.hand_rects] + [lay.hand_y - lay.card_h // 2])
        row = int(36 * s) + int(10 * s)
        avoid.append(pygame.Rect(0, top - 2 * row - int(10 * s), lay.size[0], 2 * row + int(10 * s)))
        window = pygame.Rect(4, 4, lay.size[0] - 8, lay.bar.top - 8)
        gap = max(2, int(3 * s))
        badges: dict[int, tuple[tuple[str, str], pygame.Rect]] = {}
        for seat in sorted(partners):
            text = badge_words(sorted(partners[seat]))
            plate = plates[seat]
            size = badge(text, s, int(plate.width * 1.3)).get_size()
            # under the plate, over it, beside it; under or over it slid sideways, nearest first
            spots = [{"midtop": (plate.centerx, plate.bottom + gap)}, {"midbottom": (plate.centerx, plate.top - gap)},
                     {"midleft": (plate.right + gap, plate.centery)}, {"midright": (plate.left - gap, plate.centery)}]
            step = max(2, int(4 * s))
            for shift in sorted(range(-plate.width, plate.width + 1, step), key=abs):
                spots += [{"midtop": (plate.centerx + shift, plate.bottom + gap)},
                          {"midbottom": (plate.centerx + shift, plate.top - gap)}]
            rects = []
            for spot in spots:
                rect = pygame.Rect((0, 0), size)
                setattr(rect, *next(iter(spot.items())))
                rects.append(rect)
            keep = avoid + [r for _t, r in badges.values()]
            free = next((r for r in rects if window.contains(r) and r.collidelist(keep) < 0), None)
            if free is None:  # nowhere clear: where it covers least
                free = min((r.clamp(window) for r in rects),
                           key=lambda r, keep=keep: sum(r.clip(o).width * r.clip(o).height for o in keep))
            badges[seat] = (text, free)
        self.badges = badges

    def _draw_badges(self, surface: pygame.Surface) -> None:
        for seat, (text, rect) in self.badges.items():  # text: the words and their shorter form
            surface.blit(badge(text, self.layout.s, int(self.plate(seat).width * 1.3)), rect)
