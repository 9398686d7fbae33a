"""Settings: window size, full screen, the size of text and cards, the table's pace, how long a move can be taken back,
how long Secret Santa's windows wait, All Through the Night's clock, volume, mute and
language. Saved on leaving (the language at once)."""

from __future__ import annotations

import pygame

from table.config import HINTS, SIZES, SPEED_NAMES, SPEEDS, UNDO_WAITS, WINDOW_WAITS
from table.i18n import _, ngettext
from table.i18n.catalogues import LANGUAGES, system_language
from table.scene import Scene
from table.scenes.common import backdrop
from table.ui import theme
from table.ui.widgets import Button, Choice, draw_text


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        st = app.settings
        # each row: its name, its value in words, and a step to the next value (1) or the one before (-1)
        self.rows = [
            (_("Window size"), lambda: "{} \u00d7 {}".format(*app.window_size()), self._step_size),
            (_("Full screen (F11)"), lambda: _("on") if app.fullscreen else _("off"),
             lambda _step: app.toggle_fullscreen()),
            (_("Pace of the table"), lambda: _(SPEED_NAMES.get(st.speed, st.speed)), self._step_speed),
            (_("Time to undo a move"), lambda: undo_wait_name(st.undo_wait), self._step_undo_wait),
            (_("Holly and Snowflake wait"), lambda: window_wait_name(st.window_wait), self._step_window_wait),
            (_("All Through the Night's clock"),
             lambda: _("only tells the time") if st.night_waits else _("ends the talk"),
             lambda _step: self._toggle_night()),
            (_("The Spirit of Giving's suits"),
             lambda: _("four colours") if st.four_colour else _("red and black"), lambda _step: self._toggle_four()),
            (_("Hints (F1)"), lambda: _(HINTS.get(st.hints, st.hints)), self._step_hints),
            (_("Volume"), lambda: f"{round(st.volume * 100)}%", self._step_volume),
            (_("Sound (Ctrl+M)"), lambda: _("off") if st.muted else _("on"), lambda _step: self._toggle_mute()),
            (_("Size of text and cards"), lambda: f"{st.size_percent}%", self._step_size_percent),
            (_("Language"), lambda: language_name(st.language), self._step_language),
        ]
        self.buttons = [Choice(label, self._then_label(action, 1), self._then_label(action, -1), style="plain")
                        for label, _value, action in self.rows]
        self.buttons.append(Button(_("Back"), self._back, key=pygame.K_ESCAPE, style="good", hint="Esc"))
        self._labels()

    def _then_label(self, action, step: int):
        return lambda: (action(step), self._labels())

    def _labels(self) -> None:
        """Each button shows its current value (set on change, never while drawing)."""
        for (_label, value, _action), button in zip(self.rows, self.buttons, strict=False):
            button.label = value()

    def retranslate(self) -> None:
        focus = self.focus
        self.__init__(self.app)  # the row names and values, in the new language
        self.focus = focus

    def _step_language(self, step: int) -> None:
        """Through the system's language ("" at first start) and each language the table speaks."""
        self.app.change_language(_step_in(["", *LANGUAGES], self.app.settings.language, step))
        self.app.save_settings()

    def _step_hints(self, step: int) -> None:
        st = self.app.settings
        st.hints = _step_in(list(HINTS), st.hints, step)

    def _step_undo_wait(self, step: int) -> None:
        st = self.app.settings
        st.undo_wait = _step_in(list(UNDO_WAITS), st.undo_wait, step)

    def _step_window_wait(self, step: int) -> None:
        st = self.app.settings
        st.window_wait = _step_in(list(WINDOW_WAITS), st.window_wait, step)

    def _toggle_night(self) -> None:
        self.app.settings.night_waits = not self.app.settings.night_waits

    def _toggle_four(self) -> None:
        self.app.settings.four_colour = not self.app.settings.four_colour

    def _step_size(self, step: int) -> None:
        """The next window size up (or down) from the window's real size, among those the screen holds."""
        desktop = self.app.desktop()
        sizes = sorted({s for s in SIZES if not desktop or (s[0] <= desktop[0] and s[1] <= desktop[1])} or {min(SIZES)},
                       key=lambda s: s[0] * s[1])
        now = self.app.window_size()
        if now in sizes:
            nxt = sizes[(sizes.index(now) + step) % len(sizes)]
        elif step > 0:
            nxt = next((s for s in sizes if s[0] * s[1] > now[0] * now[1]), sizes[0])
        else:
            nxt = next((s for s in reversed(sizes) if s[0] * s[1] < now[0] * now[1]), sizes[-1])
        self.app.set_window_size(nxt)

    def _step_size_percent(self, step: int) -> None:
        self.app.change_size(_step_in(list(theme.SIZE_PERCENTS), self.app.settings.size_percent, step))
        self.app.save_settings()

    def _step_speed(self, step: int) -> None:
        st = self.app.settings
        st.speed = _step_in(list(SPEEDS), st.speed, step) if st.speed in SPEEDS else "normal"

    def _step_volume(self, step: int) -> None:
        st = self.app.settings
        tenths = round(st.volume * 10) + step
        st.volume = (tenths % 11) / 10  # 0% to 100%, round again at either end
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
        # the rows and Back fit the window: closer together where it is short
        step = max(1, min(int(60 * s), (size[1] - y - int(66 * s)) // len(self.rows)))
        for i, b in enumerate(self.buttons[:-1]):
            b.rect = pygame.Rect(size[0] // 2 + int(20 * s), y + i * step, int(300 * s), min(int(50 * s), step - 4))
        back = self.buttons[-1]
        back.rect = pygame.Rect(0, 0, int(220 * s), int(52 * s))
        back.rect.midtop = (size[0] // 2, y + len(self.rows) * step + int(6 * s))

    def on_escape(self) -> bool:
        self._back()
        return True

    def draw(self, surface) -> None:
        backdrop(surface, _("Settings"))
        s = self.scale
        for (label, _value, _action), button in zip(self.rows, self.buttons, strict=False):
            draw_text(surface, label, "heavy", int(22 * s), theme.CREAM, max_width=button.rect.left - int(40 * s),
                      midright=(button.rect.left - int(30 * s), button.rect.centery))
        self.draw_buttons(surface)
        tip = _("Click a value to change it; its left arrow, or a right-click, goes back.")
        draw_text(surface, tip, "text", max(12, int(15 * s)), (210, 220, 210),
                  midtop=(surface.get_width() // 2, int(surface.get_height() * 0.2)),
                  max_width=int(surface.get_width() * 0.9))


def _step_in(values: list, now, step: int):
    """The value ``step`` places on from ``now`` in ``values``, round the ends (the first one
    for a value not among them)."""
    return values[(values.index(now) + step) % len(values)] if now in values else values[0]


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


def window_wait_name(seconds: int) -> str:
    """How long a Holly or Snowflake window waits for the people at the screen."""
    if seconds < 0:
        return _("until all have answered")
    if seconds == 0:
        return _("a moment")
    return ngettext("{n} second", "{n} seconds", seconds).format(n=seconds)
