"""The table's side of ``table.games.protocol.TableHost`` (a mixin of ``TableScene``): what a
game's controller may use of its table beyond what the scene keeps for itself (acting, the
clock, the guide). The controller asks; the screens it asks for open here, and who sees what
is decided by the scene's ``Privacy`` (``table/scenes/privacy.py``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager

import pygame

from table.scenes import scene_named


class HostServices:
    """Needs the scene's app, demo, log, privacy and its four buttons."""

    @property
    def settings(self):
        return self.app.settings

    def sound(self, name: str) -> None:
        self.app.sounds.play(name)

    def toast(self, message: str, seconds: float = 5.0) -> None:
        self.app.toast(message, seconds)

    def wake_in(self, seconds: float) -> None:
        self.app.wake_in(seconds)

    def on_top(self) -> bool:
        return self.app.top is self

    @property
    def last_move(self) -> str:
        return self.log[-1] if self.log else ""

    def own_buttons(self) -> list[pygame.Rect]:
        rects = [self.log_button.rect, self.hint_button.rect]
        if not self.demo:
            rects += [self.undo_button.rect, self.go_on_button.rect]
        return rects

    # -- privacy and screens --------------------------------------------------------------
    def ask_privacy(self, seat: int, reason: str, ready: Callable[[], None], *, shows: int | None = None,
                    hold: bool = False) -> None:
        self.privacy.ask(seat, reason, ready, shows=shows, hold=hold)

    def privacy_asked(self, seat: int) -> bool:
        return self.privacy.asked(seat)

    @property
    def handover(self):
        """The handover pause (``privacy.Handover``), owned by the scene's ``Privacy``."""
        return self.privacy.handover

    @property
    def handing_over(self) -> bool:
        return self.privacy.handover.waiting

    def see_as(self, seat: int | None) -> None:
        self.privacy.see_as(seat)

    def seen_by(self, seat: int) -> AbstractContextManager[None]:
        return self.privacy.seen_by(seat)

    def show_score_sheet(self, names: Sequence[str], sheet: list[tuple[int, ...]], hands_total: int,
                         order: tuple[int, ...], auto: bool) -> None:
        ScoreSheetScene = scene_named("score-sheet")

        self.app.push(ScoreSheetScene(self.app, names, sheet, hands_total, order, auto))
