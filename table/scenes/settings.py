"""Settings: window size, full screen, the table's pace, how long a move can be taken back,
volume, mute and language. Saved on leaving (the language at once)."""

from __future__ import annotations

import pygame

from table.config import HINTS, SIZES, SPEED_NAMES, SPEEDS, UNDO_WAITS
from table.i18n import _, ngettext
from table.i18n.catalogues import LANGUAGES, system_language
from table.scene import Scene
from table.scenes.common import backdrop
from table.ui import theme
from table.ui.widgets import Button, draw_text


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        st = app.settings
        self.rows = [
            (_("Window size"), lambda: f"{st.width} \u00d7 {st.height}", self._next_size),
            (_("Full screen (F11)"), lambda: _("on") if app.fullscreen else _("off"), app.toggle_fullscreen),
            (_("Pace of the table"), lambda: _(SPEED_NAMES.get(st.speed, st.speed)), self._next_speed),
            (_("Time to undo a move"), lambda: undo_wait_name(st.undo_wait), self._next_undo_wait),
            (_("Hints (F1)"), lambda: _(HINTS.get(st.hints, st.hints)), self._next_hints),
            (_("Volume"), lambda: f"{round(st.volume * 100)}%", self._next_volume),
            (_("Sound (Ctrl+M)"), lambda: _("off") if st.muted else _("on"), self._toggle_mute),
            (_("Language"), lambda: language_name(st.language), self._next_language),
        ]
        self.buttons = [Button(label, self._then_label(action), style="plain") for label, _value, action in self.rows]
        self.buttons.append(Button(_("Back"), self._back, style="good", hint="Esc"))
        self._labels()

    def _then_label(self, action):
        return lambda: (action(), self._labels())

    def _labels(self) -> None:
        """Each button shows its current value (set on change, never while drawing)."""
        for (_label, value, _action), button in zip(self.rows, self.buttons, strict=False):
            button.label = value()

    def retranslate(self) -> None:
        focus = self.focus
        self.__init__(self.app)  # the row names and values, in the new language
        self.focus = focus

    def _next_language(self) -> None:
        """Through the system's language ("" at first start) and each language the table speaks."""
        order = ["", *LANGUAGES]
        st = self.app.settings
        nxt = order[(order.index(st.language) + 1) % len(order)] if st.language in order else ""
        self.app.change_language(nxt)
        self.app.save_settings()

    def _next_hints(self) -> None:
        st, names = self.app.settings, list(HINTS)
        st.hints = names[(names.index(st.hints) + 1) % len(names)] if st.hints in names else names[0]

    def _next_undo_wait(self) -> None:
        st = self.app.settings
        st.undo_wait = UNDO_WAITS[(UNDO_WAITS.index(st.undo_wait) + 1) % len(UNDO_WAITS)] \
            if st.undo_wait in UNDO_WAITS else UNDO_WAITS[0]

    def _next_size(self) -> None:
        st = self.app.settings
        sizes = SIZES
        current = (st.width, st.height)
        nxt = sizes[(sizes.index(current) + 1) % len(sizes)] if current in sizes else sizes[0]
        self.app.set_window_size(nxt)

    def _next_speed(self) -> None:
        names = list(SPEEDS)
        st = self.app.settings
        st.speed = names[(names.index(st.speed) + 1) % len(names)] if st.speed in names else "normal"

    def _next_volume(self) -> None:
        st = self.app.settings
        st.volume = 0.0 if st.volume >= 0.99 else min(1.0, round(st.volume + 0.1, 1))
        self.app.save_settings()
        self.app.sounds.play("turn")

    def _toggle_mute(self) -> None:
        self.app.settings.muted = not self.app.settings.muted
        self.app.save_settings()

    def _back(self) -> None:
        self.app.save_settings()
        self.app.pop()

    def resize(self, size) -> None:
        self._labels()  # F11 may have changed full screen meanwhile
        s = self.scale
        y = int(size[1] * 0.25)
        for i, b in enumerate(self.buttons[:-1]):
            b.rect = pygame.Rect(size[0] // 2 + int(20 * s), y + i * int(60 * s), int(260 * s), int(50 * s))
        back = self.buttons[-1]
        back.rect = pygame.Rect(0, 0, int(220 * s), int(52 * s))
        back.rect.midtop = (size[0] // 2, y + len(self.rows) * int(60 * s) + int(14 * s))

    def on_escape(self) -> bool:
        self._back()
        return True

    def draw(self, surface) -> None:
        backdrop(surface, _("Settings"))
        s = self.scale
        for (label, _value, _action), button in zip(self.rows, self.buttons, strict=False):
            draw_text(surface, label, "heavy", int(22 * s), theme.CREAM,
                      midright=(button.rect.left - int(30 * s), button.rect.centery))
        self.draw_buttons(surface)
        draw_text(surface, _("Click a value to change it."), "text", max(12, int(15 * s)), (210, 220, 210),
                  midtop=(surface.get_width() // 2, int(surface.get_height() * 0.2)))


def language_name(lang: str) -> str:
    """A language by its own name; the system's, at first start, says so."""
    if lang in LANGUAGES:
        return LANGUAGES[lang]
    return _("{language} (system)").format(language=LANGUAGES[system_language()])


def undo_wait_name(seconds: int) -> str:
    if seconds < 0:
        return _("until I go on")
    if seconds == 0:
        return _("off")
    return ngettext("{n} second", "{n} seconds", seconds).format(n=seconds)
