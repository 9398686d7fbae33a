"""The QR codes a hosting screen shows (issue 36): one per phone seat until its phone has come
(companion mode: scanning it opens that seat in the phone's browser), and the room's own link
for a browser in this house. Each card: a heading, the QR code, the link in small letters (to
type where a camera cannot scan)."""

from __future__ import annotations

import math

import pygame

from table import assets
from table.i18n import _
from table.ui import theme
from table.ui.qr import qr_surface
from table.ui.widgets import draw_text, panel, readable, wrap

SCANNABLE = 3  # pixels a module, at least, where the room allows it
MODULES = 45  # a seat link's code: 37 modules (version 5) and the quiet zone on both sides
_CACHE: dict[tuple[str, int], pygame.Surface] = {}  # (link, most pixels): a QR surface, drawn once


def qr_for(link: str, most: int) -> pygame.Surface:
    key = (link, most)
    if key not in _CACHE:
        if len(_CACHE) > 32:
            _CACHE.clear()
        _CACHE[key] = qr_surface(link, most)
    return _CACHE[key]


def cards(online, hosting, address: str, companion: bool) -> list[tuple[str, str]]:
    """(heading, link) for each QR code to show now: a phone seat not yet come, then (hosting
    for relatives, not a companion table) the room's link for a browser in this house."""
    if hosting is None or not online.room or not address:
        return []
    shown = []
    names = {seat: info.get("name", "") for seat, info in enumerate(online.seats())}
    for seat, token in sorted(online.phone_tokens.items()):
        if seat not in online.phones_in:
            name = names.get(seat) or online.phones.get(seat, "")
            shown.append((_("Seat {number}, {name}: scan with a phone").format(number=seat + 1, name=name),
                          hosting.browser_link(address, online.room, token)))
    if not companion:
        shown.append((_("In a browser in this house"), hosting.browser_link(address, online.room)))
    return shown


def layout(area: pygame.Rect, count: int, scale: float, lines: int = 3) -> tuple[int, int, int]:
    """(columns, cell width, QR size) that make ``count`` codes as big as ``area`` allows, each
    under a heading and over ``lines`` lines of its link."""
    text_h = int(readable(15 * scale) * 2.6 + readable(12 * scale) * 1.2 * lines + 22 * scale)  # (a heading: 2 lines)
    best = (1, area.width, 0)
    for cols in range(1, max(1, count) + 1):
        rows = math.ceil(count / cols)
        cell_w, cell_h = area.width // cols, area.height // rows
        size = min(cell_w - int(16 * scale), cell_h - text_h)
        if size > best[2]:
            best = (cols, cell_w, size)
    return best


def draw_cards(surface: pygame.Surface, area: pygame.Rect, shown: list[tuple[str, str]], scale: float) -> list:
    """Draws the cards in ``area``; returns [(link, the QR's rect on screen)] (tests read them back)."""
    if not shown:
        return []
    cols, cell_w, size = layout(area, len(shown), scale)
    spelled = size >= SCANNABLE * MODULES  # (too small to scan well with its link under it: the code alone)
    if not spelled:
        cols, cell_w, size = layout(area, len(shown), scale, lines=0)
    rows = math.ceil(len(shown) / cols)
    cell_h = area.height // rows
    placed = []
    heading, small = readable(15 * scale), readable(12 * scale)
    for i, (title, link) in enumerate(shown):
        cell = pygame.Rect(area.left + (i % cols) * cell_w, area.top + (i // cols) * cell_h, cell_w, cell_h)
        code = qr_for(link, max(60, size))
        lines = _cut(link, small, cell.width - int(20 * scale))[:3] if spelled else []
        box = cell.inflate(-int(8 * scale), -int(8 * scale))
        titles = wrap(title, "bold", heading, box.width - int(12 * scale))[:2]
        box.height = min(box.height, len(titles) * int(heading * 1.2) + int(heading * 0.15) + code.get_height()
                         + len(lines) * int(small * 1.2) + int(14 * scale))
        box.centery = cell.centery
        panel(surface, box, theme.WHITE, radius=int(10 * scale), border=theme.GOLD)
        y = box.top + int(6 * scale)
        for words in titles:
            draw_text(surface, words, "bold", heading, theme.INK, midtop=(box.centerx, y),
                      max_width=box.width - int(12 * scale))
            y += int(heading * 1.2)
        y += int(heading * 0.15)
        rect = surface.blit(code, code.get_rect(midtop=(box.centerx, y)))
        placed.append((link, pygame.Rect(rect)))
        y = rect.bottom + int(2 * scale)
        for line in lines:
            draw_text(surface, line, "text", small, theme.MUTED, midtop=(box.centerx, y))
            y += int(small * 1.2)
    return placed


def _cut(link: str, size: int, width: int) -> list[str]:
    """The link in lines that fit ``width`` (cut anywhere: a link has no spaces)."""
    font = assets.font("text", size)
    lines, line = [], ""
    for ch in link:
        if line and font.size(line + ch)[0] > width:
            lines.append(line)
            line = ""
        line += ch
    return [*lines, line] if line else lines


class TableCodes:
    """At a companion table: the QR code of each phone seat whose phone is not at the table now
    (not come yet, or gone to sleep), low on the left, so that it can be scanned again."""

    def __init__(self, links: dict[int, str]) -> None:
        self.links = dict(links)
        self.placed: list = []

    def draw(self, surface: pygame.Surface, channel, scale: float) -> None:
        names = getattr(channel, "names", {})
        missing = [seat for seat in sorted(self.links) if seat not in getattr(channel, "connected", set())]
        shown = [(_("Seat {number}, {name}: scan with a phone").format(number=seat + 1, name=names[seat])
                  if seat < len(names) else "", self.links[seat]) for seat in missing]
        w, h = surface.get_size()
        each = max(SCANNABLE * MODULES + int(40 * scale), int(260 * scale))  # (a code at least 3 pixels a module)
        area = pygame.Rect(int(12 * scale), 0, min(int(w * 0.6), len(shown) * each), int(h * 0.34))
        area.bottom = int(h * 0.88)  # (low on the left, above the status bar: the felt's emptiest corner)
        self.placed = draw_cards(surface, area, shown, scale) if shown else []
