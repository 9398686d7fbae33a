"""The QR codes a hosting screen shows (issue 36): one per phone seat until its phone has come
(companion mode: scanning it opens that seat in the phone's browser), or, for several phone
seats, one for them all (the phone then shows the seats still free: each person taps her name);
and the room's own link for a browser in this house. Each card: a heading, the QR code, and
under it what to type where a camera cannot scan: a phone seat's short address
(``http://192.168.1.20:8766/`` and its four letters, ``server.short_codes``), or the link in small
letters."""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from table import assets
from table.i18n import _
from table.ui import theme
from table.ui.qr import qr_surface
from table.ui.widgets import draw_text, panel, readable, shortened, wrap

MIN_HEADING = 12  # (px: a card's heading is read from a step away)

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


class Card(NamedTuple):
    title: str
    link: str  # what the QR code holds
    typed: str = ""  # a short code's address to type, without its code (http://192.168.1.20:8766/)
    code: str = ""  # ... and its code (KXHM); "" for none: the link is written out instead
    short: tuple[str, ...] = ()  # the heading's two lines with the code, for a card too small for words under its QR
    lead: str = ""  # the heading's first line when the address to type is its second (the letters under the QR)


def cards(online, hosting, address: str, companion: bool, together: bool = False) -> list[Card]:
    """Each QR code to show now: a phone seat not yet come (``together``, with two or more of
    them: one code for them all, to pick a name), then (hosting for relatives, not a companion
    table) the room's link for a browser in this house."""
    if hosting is None or not online.room or not address:
        return []
    codes = getattr(hosting, "codes", None)
    names = {seat: info.get("name", "") for seat, info in enumerate(online.seats())}
    waiting = [(seat, token) for seat, token in sorted(online.phone_tokens.items()) if seat not in online.phones_in]
    shown = []
    together = together and len(waiting) > 1 and codes is not None
    for seat, token in waiting:
        name = names.get(seat) or online.phones.get(seat, "")
        code = codes.seat(online.room, seat, name, token) if codes is not None else ""
        if not together:
            shown.append(_seat_card(hosting, address, online.room, seat, name, token, code))
    room = codes.room(online.room) if together else ""
    if room:
        shown.append(Card(_("Everyone with a phone: scan this, then tap your name"),
                          hosting.short_link(address, room), hosting.short_link(address, ""), room,
                          (_("Everyone with a phone"), _("scan, or type {code}").format(code=room)),
                          _("Everyone with a phone: scan, or type")))
    elif together:  # (short codes are off: each seat's own code still works)
        shown += [_seat_card(hosting, address, online.room, seat, names.get(seat, ""), token, "")
                  for seat, token in waiting]
    if not companion:
        shown.append(Card(_("In a browser in this house"), hosting.browser_link(address, online.room)))
    return shown


def _seat_card(hosting, address: str, room: str, seat: int, name: str, token: str, code: str) -> Card:
    title, short = _titles(seat, name, code)
    return Card(title, hosting.browser_link(address, room, token), hosting.short_link(address, "") if code else "",
                code, short, _lead(seat, name))


def _lead(seat: int, name: str) -> str:
    return _("Seat {number}, {name}: scan, or type").format(number=seat + 1, name=name)


def _titles(seat: int, name: str, code: str) -> tuple[str, tuple[str, ...]]:
    """A phone seat's card's heading, and its two lines with its short code in the second."""
    return (_("Seat {number}, {name}: scan with a phone").format(number=seat + 1, name=name),
            (_("Seat {number}, {name}").format(number=seat + 1, name=name),
             _("scan, or type {code}").format(code=code)) if code else ())


def layout(area: pygame.Rect, count: int, scale: float, below: int) -> tuple[int, int, int]:
    """(columns, cell width, QR size) that make ``count`` codes as big as ``area`` allows, each
    under a heading and over ``below`` pixels of words."""
    text_h = int(readable(15 * scale) * 2.6 + below + 22 * scale)  # (a heading: 2 lines)
    best = (1, area.width, 0)
    for cols in range(1, max(1, count) + 1):
        rows = math.ceil(count / cols)
        cell_w, cell_h = area.width // cols, area.height // rows
        size = min(cell_w - int(16 * scale), cell_h - text_h)
        if size > best[2]:
            best = (cols, cell_w, size)
    return best


def scannable(area: pygame.Rect, shown: list[Card], scale: float) -> bool:
    """Whether ``shown`` all fit in ``area`` big enough to scan (SCANNABLE pixels a module)."""
    return not shown or layout(area, len(shown), scale, 0)[2] >= SCANNABLE * MODULES


SPELLED, CODE, BARE = "spelled", "code", "bare"  # what a card says under its QR (see _below)


def _below(card: Card, small: int, typed: int, big: int, mode: str) -> int:
    """The height of the words under a card's QR: SPELLED, its short address (the letters big)
    or its link in three small lines; CODE, a short code's letters alone (the address is said
    once beside the cards: the lobby's typing tip); BARE, nothing (a short code goes in the
    heading)."""
    if mode == BARE or (mode == CODE and not card.code):
        return 0
    if mode == CODE:
        return int(big * 1.15)
    return int(typed * 1.2) + int(big * 1.15) if card.code else int(small * 1.2) * 3


def draw_cards(surface: pygame.Surface, area: pygame.Rect, shown: list[Card], scale: float) -> list:
    """Draws the cards in ``area``; returns [(link, the QR's rect on screen)] (tests read them back)."""
    if not shown:
        return []
    # (a short address takes no more height than a link's three lines: the codes stay as big as before)
    heading, small, typed, big = readable(15 * scale), readable(12 * scale), readable(12 * scale), readable(25 * scale)
    for mode in (SPELLED, CODE, BARE):  # the most words that leave every QR big enough to scan
        cols, cell_w, size = layout(area, len(shown), scale, max(_below(c, small, typed, big, mode) for c in shown))
        room = cell_w - int(20 * scale)  # (the words' width in a card)
        fits = mode != SPELLED or all(not c.code or assets.font("bold", typed).size(c.typed)[0] <= room
                                      for c in shown)
        if size >= SCANNABLE * MODULES and fits:
            break
    else:  # none is big enough to scan well (too many for the window): the letters big, at least
        mode = CODE
        cols, cell_w, size = layout(area, len(shown), scale, max(_below(c, small, typed, big, mode) for c in shown))
    rows = math.ceil(len(shown) / cols)
    cell_h = area.height // rows
    placed = []
    for i, card in enumerate(shown):
        cell = pygame.Rect(area.left + (i % cols) * cell_w, area.top + (i // cols) * cell_h, cell_w, cell_h)
        code = qr_for(card.link, max(60, size))
        box = cell.inflate(-int(8 * scale), -int(8 * scale))
        lines = _cut(card.link, small, box.width - int(12 * scale))[:3] if mode == SPELLED and not card.code else []
        if card.short and mode == BARE:
            titles, words_px = list(card.short), heading
        elif mode == CODE and card.code and _fits(card, small, box.width - int(12 * scale)):
            titles, words_px = [card.lead, card.typed], heading
        else:
            titles, words_px = _heading(card.title, heading, box.width - int(12 * scale))
            if titles[-1].endswith("\u2026") and card.short:  # (too narrow: the seat and name, the letters below)
                titles, words_px = _heading(card.short[0], heading, box.width - int(12 * scale))
        box.height = min(box.height, len(titles) * int(heading * 1.2) + int(heading * 0.15) + code.get_height()
                         + _below(card, small, typed, big, mode) + int(14 * scale))
        box.centery = cell.centery
        panel(surface, box, theme.WHITE, radius=int(10 * scale), border=theme.GOLD)
        y = box.top + int(6 * scale)
        for words in titles:
            draw_text(surface, words, "bold", words_px, theme.INK, midtop=(box.centerx, y),
                      max_width=box.width - int(12 * scale))
            y += int(heading * 1.2)
        y += int(heading * 0.15)
        rect = surface.blit(code, code.get_rect(midtop=(box.centerx, y)))
        placed.append((card.link, pygame.Rect(rect)))
        y = rect.bottom + int(2 * scale)
        if card.code and mode == SPELLED:  # what to type: the address, then the letters, big
            draw_text(surface, card.typed, "bold", typed, theme.INK, midtop=(box.centerx, y),
                      max_width=box.width - int(12 * scale))
            y += int(typed * 1.2)
        if card.code and mode != BARE:  # (letters that cannot be misread: no I, no O, no digits)
            draw_text(surface, card.code, "heavy", big, theme.INK, midtop=(box.centerx, y),
                      max_width=box.width - int(12 * scale))
        for line in lines:
            draw_text(surface, line, "text", small, theme.MUTED, midtop=(box.centerx, y))
            y += int(small * 1.2)
    return placed


def _heading(title: str, size: int, width: int) -> tuple[list[str], int]:
    """A card's heading in two lines at most, its words smaller where two lines need it (a narrow
    card lost its last words: "Seat 4, Leo: scan with a"), the last line cut short at the least."""
    least = max(MIN_HEADING, int(size * 0.75))
    lines = wrap(title, "bold", size, width)
    while len(lines) > 2 and size > least:
        size -= 1
        lines = wrap(title, "bold", size, width)
    if len(lines) > 2:
        lines = lines[:1] + [shortened(" ".join(lines[1:]), assets.font("bold", size), width)]
    return lines, size


def _fits(card: Card, size: int, width: int) -> bool:
    """Whether a card's lead and address each fit one line of ``width`` (at ``size`` at most)."""
    font = assets.font("bold", size)
    return bool(card.lead) and all(font.size(words)[0] <= width for words in (card.lead, card.typed))


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


def clear_of(area: pygame.Rect, avoid: list[pygame.Rect], width: int, scale: float) -> pygame.Rect:
    """``area`` slid along the bottom of the window, then along its top, to where it covers the
    least of ``avoid`` (a crowded table's plates sit low on the left too): the first such place
    from the left, low first, so a table with room there keeps the cards there."""
    def covered(rect: pygame.Rect) -> int:
        return sum(rect.clip(other).width * rect.clip(other).height for other in avoid)

    if not avoid or not covered(area):
        return area
    margin = int(12 * scale)
    last = max(margin, width - margin - area.width)
    steps = max(1, round((last - margin) / max(1, area.width // 4)))
    places = []
    for top in (area.top, margin):
        for i in range(steps + 1):
            places.append(pygame.Rect(margin + (last - margin) * i // steps, top, area.width, area.height))
    return min(places, key=covered)  # (min keeps the first of equals: low, and leftmost)


class TableCodes:
    """At a companion table: the QR code of each phone seat whose phone is not at the table now
    (not come yet, or gone to sleep), low on the left, so that it can be scanned again; with the
    seat's short address while its phone has never come."""

    def __init__(self, links: dict[int, str], codes=None, room: str = "", typed: str = "") -> None:
        self.links = dict(links)
        self.codes, self.room, self.typed = codes, room, typed  # (the host's short codes, and their address)
        self.placed: list = []

    def draw(self, surface: pygame.Surface, channel, scale: float, avoid: list[pygame.Rect] = ()) -> None:
        """``avoid``: what the cards should not cover (the players' plates, the table's own buttons)."""
        names = getattr(channel, "names", {})
        here = getattr(channel, "connected", set())
        missing = [seat for seat in sorted(self.links) if seat not in here]
        if self.codes is not None:
            for seat in set(self.links) & here:
                self.codes.arrived(self.room, seat)  # (its code ends: the phone has the seat)
        shown = []
        for seat in missing:
            name = names[seat] if seat < len(names) else ""
            code = self.codes.code_of(self.room, seat) if self.codes is not None else ""
            title, short = _titles(seat, name, code) if name else ("", ())
            shown.append(Card(title, self.links[seat], self.typed if code else "", code, short,
                              _lead(seat, name) if name else ""))
        w, h = surface.get_size()
        each = max(SCANNABLE * MODULES + int(40 * scale), int(260 * scale))  # (a code at least 3 pixels a module)
        area = pygame.Rect(int(12 * scale), 0, min(int(w * 0.6), len(shown) * each), int(h * 0.34))
        area.bottom = int(h * 0.88)  # (low on the left, above the status bar: the felt's emptiest corner)
        self.placed = draw_cards(surface, clear_of(area, avoid, w, scale), shown, scale) if shown else []
