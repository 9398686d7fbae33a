"""Presents of Mine's move log: one plain line per event.

Everything held and every score is public (PM-12) and the choices made in secret show only
when all are revealed together (G-5), so no event here hides anything: a seat's Committed
says nothing of the choice (and is left out of the log). Moved events carry present ids, not
kinds, so their lines tell how presents travelled rather than which ones.
"""

from __future__ import annotations

from engine.games.presents_of_mine.cards import KINDS, ROUND_NAMES, ROUNDS
from engine.games.presents_of_mine.moves import (
    Committed,
    Exploded,
    Moved,
    PicksRevealed,
    Replaced,
    RoundBegan,
    Scored,
    Staled,
)
from table.i18n import _, join_words, ngettext

LONG = 90  # characters: a longer line gives way to a shorter form where there is one


def log_line(event, names: tuple[str, ...]) -> str | None:
    """One line of the move log for ``event`` (already redacted for the screen's eyes), or
    None for animation detail."""
    make = _LINES.get(type(event))
    return make(event, names) if make is not None else None


def kind(letter: str) -> str:
    """A present's kind as the table names it: "Jinx"."""
    return _(KINDS[letter].name)


def _fit(long: str, short: str) -> str:
    return long if len(long) <= LONG else short


def _committed(event: Committed, names: tuple[str, ...]) -> None:
    return None  # a secret choice made: what it was shows when all are revealed together


def _picks(event: PicksRevealed, names: tuple[str, ...]) -> str:
    popular = sorted(event.staleness, key=lambda t: (-t[1], t[0]))[:3]
    most = _(", ").join(_("{present} by {count}").format(present=kind(letter), count=count)
                        for letter, count, _stale in popular)
    return _("Pregame picks revealed. Most picked: {presents}.").format(presents=most)


def _round(event: RoundBegan, names: tuple[str, ...]) -> str:
    theme = _(ROUND_NAMES[event.round_no]) if event.round_no in ROUND_NAMES else str(event.round_no)
    order = _(", ").join(names[s] for s in event.order)
    if event.reversed:
        head = _("Round {number}: {theme}. The list turns around.")
        long = _("Round {number}: {theme}. The list turns around: {names}.")
    elif event.round_no == 1:  # the list is drawn: say it, if it fits
        head = _("Round {number}: {theme}.")
        long = _("Round {number}: {theme}. The list: {names}.")
    else:
        return _("Round {number}: {theme}.").format(number=event.round_no, theme=theme)
    return _fit(long.format(number=event.round_no, theme=theme, names=order),
                head.format(number=event.round_no, theme=theme))


def _moved(event: Moved, names: tuple[str, ...]) -> str:
    if all(how == "pass" for *_rest, how in event.moves):
        return _("Presents passed: three from each player, to the three below.")
    unlucky: list[str] = []
    for _pid, _victim, thief, _d, how in event.moves:
        if how == "random" and names[thief] not in unlucky:
            unlucky.append(names[thief])
    if not unlucky:
        return _("Yoink! Everyone takes a present from each of the three players above.")
    count = sum(1 for *_rest, how in event.moves if how == "random")
    long = _("Yoink! Wish already taken, so a random present for: {names}.").format(
        names=join_words(unlucky))
    short = ngettext("Yoink! {count} wish was already taken: a random present instead.",
                     "Yoink! {count} wishes were already taken: random presents instead.",
                     count).format(count=count)
    return _fit(long, short)


def _replaced(event: Replaced, names: tuple[str, ...]) -> str:
    takers: dict[str, list[str]] = {}
    stale: dict[str, int] = {}
    for seat, _old, _new, letter, staleness in event.swaps:
        takers.setdefault(letter, []).append(names[seat])
        stale[letter] = staleness
    letters = sorted(takers)
    long = _("Swaps: {swaps}.").format(swaps=_("; ").join(
        _("{present} (staleness {staleness}) for {names}").format(
            present=kind(x), names=join_words(takers[x]), staleness=stale[x]) for x in letters))
    short = _("Swaps: {swaps}.").format(swaps=_("; ").join(
        ngettext("{count} player takes a {present} (staleness {staleness})",
                 "{count} players take a {present} (staleness {staleness})", len(takers[x])).format(
            count=len(takers[x]), present=kind(x), staleness=stale[x]) for x in letters))
    return _fit(long, short)


def _scored(event: Scored, names: tuple[str, ...]) -> str:
    if event.round_no == 0:
        head = _("Pregame scoring")
    elif event.round_no >= ROUNDS:
        head = _("Final scoring")
    else:
        head = _("Round {number} scoring").format(number=event.round_no)
    gains = _(", ").join(_("{name} +{points}").format(name=names[s], points=g) for s, g in enumerate(event.gains))
    long = _("{scoring}: {gains}.").format(scoring=head, gains=gains)
    best = max(event.scores, default=0)
    leaders = join_words([names[s] for s, score in enumerate(event.scores) if score == best])
    short = ngettext("{scoring}. In the lead: {names}, {points} point.",
                     "{scoring}. In the lead: {names}, {points} points.", best).format(
        scoring=head, names=leaders, points=best)
    return _fit(long, short)


def _staled(event: Staled, names: tuple[str, ...]) -> str | None:
    fresher = sum(1 for _pid, before, after in event.changes if after < before)
    staler = sum(1 for _pid, before, after in event.changes if after > before)
    if not fresher and not staler:
        return None
    return ngettext("Staleness: {fresher} present fresher, {staler} staler.",
                    "Staleness: {fresher} presents fresher, {staler} staler.", fresher).format(
        fresher=fresher, staler=staler)


def _exploded(event: Exploded, names: tuple[str, ...]) -> str:
    return _("Boom! {name}: a Kaboom explodes and becomes an Average.").format(name=names[event.seat])


_LINES = {
    Committed: _committed,
    PicksRevealed: _picks,
    RoundBegan: _round,
    Moved: _moved,
    Replaced: _replaced,
    Scored: _scored,
    Staled: _staled,
    Exploded: _exploded,
}
