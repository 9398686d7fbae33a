"""A tour of every screen, of each game's table (bots playing, then the results), of each guided
first game and of a person's turns (random clicks and keys), in one
language and window size, recording each text drawn and each text that did not fit its box
(``widgets.OVERFLOWS``). The translation tests take it in each language."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pygame
import pytest

from engine.games import get_game
from engine.seats import BOT_NAMES
from engine.session import SeatPlan, Session
from table import assets
from table.app import App
from table.config import Settings
from table.games import game_ids
from table.i18n import _
from table.net.reasons import LINK_WORDS, link_words
from table.net.router import Mapping
from table.scenes.learn import LearnScene
from table.scenes.menu import MenuScene
from table.scenes.move_log import MoveLogScene
from table.scenes.online import JoinScene, LobbyScene
from table.scenes.pause import PauseScene
from table.scenes.privacy import PrivacyScene
from table.scenes.results import ResultsScene
from table.scenes.rules import RulesScene
from table.scenes.settings import SettingsScene
from table.scenes.setup import SetupScene
from table.scenes.statistics import StatisticsScene
from table.scenes.table_scene import TableScene
from table.tutorial import autoplay, tutorial_for
from table.ui import widgets
from tests.registry import usual


@dataclass
class Seen:
    texts: set[str] = field(default_factory=set)
    overflows: dict[tuple[str, str], str] = field(default_factory=dict)  # (text, why) -> screen
    covers: dict[tuple[str, int], str] = field(default_factory=dict)  # (a choice, a seat whose plate it lay on) -> game


class HostingStub:
    port = 8765
    code = "7KQ2MX4PNAZB3RT0WC9E"  # the safety code of the host's certificate

    def __init__(self, router=None) -> None:
        from server.short_codes import ShortCodes

        self.router = router  # None: still asking the home router; a Mapping; or why not
        self.codes = ShortCodes()  # the phone seats' short codes (companion mode)

    plain_port = 8766  # the same rooms on plain http:// for browsers at home (companion mode)

    def invitation(self, address: str) -> str:
        return f"{address}:{self.port}/7KQ2M-X4PNA-ZB3RT-0WC9E"

    def browser_link(self, address: str, room: str, token: str = "") -> str:
        return f"http://{address}:{self.plain_port}/#room={room}" + (f"&seat={token}" if token else "")

    def short_link(self, address: str, code: str) -> str:
        return f"http://{address}:{self.plain_port}/{code}"

    def stop(self) -> None: ...


class LobbyStub:
    """What the lobby reads of ``table.net.online.Online``: a full room of eight, no network."""

    def __init__(self, hosting: bool) -> None:
        self.hosting, self.room, self.seat = hosting, "K7PQRX", 0 if hosting else 3
        self.here = {0, 1} if hosting else {3}  # the host shares the screen: "(at this screen)" is drawn
        self.problem = self.down = ""
        self.rejoining = self.gone = self.host_gone = False  # (a rejoin: the game is known before the lobby)
        self.game_id = ""
        self.phones = {6: BOT_NAMES[6]} if hosting else {}  # a phone seat: its QR code is drawn, hosting
        self.phone_tokens = {6: "Zp3_k9fWqL0aTcV2xY7bNg"} if hosting else {}
        self.phones_in: set[int] = set()
        self.lobby = {"game": "presents-of-mine", "seats": [
            {"name": BOT_NAMES[i], "bot": "medium" if i % 3 == 2 else None, "open": i == 5} for i in range(8)]}

    def seats(self) -> list[dict]:
        return self.lobby["seats"]

    def poll(self):
        return None

    def start(self) -> None: ...

    def set_bot(self, seat, level) -> None: ...

    def set_stand_in(self, seconds) -> None: ...

    def leave(self) -> None: ...


class RemoteStub:
    """What the online notices and the host's Players away read of a remote table's channel."""

    def __init__(self, **said) -> None:
        from engine.core.channel import SeatInfo

        self.seats = tuple(SeatInfo(BOT_NAMES[i], "medium" if i == 4 else None) for i in range(6))
        self.names = [s.name for s in self.seats]
        self.humans, self.host, self.in_app, self.host_lost = (0,), 0, False, False
        self.ended = self.resume_failed = self.down = ""
        self.away = {2: False, 3: True}
        self.__dict__.update(said)

    def pump(self) -> None: ...

    def sit_in(self, seat, on) -> None: ...


def _online_screens(show, app) -> None:
    """Rejoin in the menu, the lobby taking a seat back, the notices over a table that cannot go
    on, and the host's Players away."""
    from types import SimpleNamespace

    from table.persist import SaveStore
    from table.persist_online import KeptRoom, KeptSeat
    from table.scenes.away_seats import AwaySeatsScene
    from table.scenes.online_notice import OnlineNotice, notice_for

    app.saves = SaveStore()
    app.saves.online.keep(KeptRoom("ws://127.0.0.1:8765", "K7PQRX", "spirit-of-giving", tuple(BOT_NAMES[:6]),
                                   (KeptSeat(1, "t", BOT_NAMES[1]),), 1e12))
    show("menu, rejoin", None)
    app.saves.online.forget("ws://127.0.0.1:8765", "K7PQRX")
    app.saves = None
    online = LobbyStub(False)
    online.rejoining, online.lobby = True, {"seats": []}  # (nothing of the lobby is heard on a rejoin)
    online.game_id = "spirit-of-giving"
    show("lobby, rejoining", LobbyScene(app, online, None, ""))
    online.problem = _("this room no longer knows your seat")
    show("lobby, rejoin refused", LobbyScene(app, online, None, ""))
    for said in ({"ended": "host-left"}, {"resume_failed": "no such room"},
                 {"resume_failed": "the server could not do that"},
                 {"host_lost": True, "in_app": True, "humans": (1,), "down": _("no answer in time")}):
        channel = RemoteStub(**said)
        show(f"notice {said}", OnlineNotice(app, SimpleNamespace(channel=channel), notice_for(channel)))
    show("players away", AwaySeatsScene(app, SimpleNamespace(channel=RemoteStub())))


def tour(language: str, size: tuple[int, int], frames: int = 2400, percent: int = 100,
         games: list[str] | None = None) -> Seen:
    """``percent``: the Size setting (text, cards and controls at 100% to 200%); ``games``: the
    games whose screens and tables are toured (all of them unless given)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        return _tour(language, size, frames, percent, games or game_ids(), monkeypatch)


def _tour(language: str, size: tuple[int, int], frames: int, percent: int, games: list[str], monkeypatch) -> Seen:
    seen = Seen()
    text = assets.text

    def spy(content, role, px, colour):
        seen.texts.add(content)
        return text(content, role, px, colour)

    spy.cache_clear = text.cache_clear
    monkeypatch.setattr(assets, "text", spy)
    widgets.OVERFLOWS.clear()
    app = App(Settings(speed="fast", language=language, size_percent=percent), None, size=size)

    def note(where: str) -> None:
        for content, why in widgets.OVERFLOWS:
            seen.overflows.setdefault((content, why), where)
        widgets.OVERFLOWS.clear()

    def show(where: str, scene) -> None:
        app.reset_to(MenuScene(app))
        if scene is not None:
            app.push(scene)
        app.run_frames(2)
        note(where)

    try:
        show("menu", None)
        show("settings", SettingsScene(app))
        show("learn", LearnScene(app))
        show("statistics", StatisticsScene(app))
        show("privacy", PrivacyScene(app, BOT_NAMES[2], _("It's your turn."), lambda: None))
        show("privacy, a peek", PrivacyScene(app, BOT_NAMES[2], _("It's your turn."), lambda: None,
                                              shows=BOT_NAMES[5]))
        menu = MenuScene(app)
        app.reset_to(menu)
        menu._quit()  # the question before quitting
        app.run_frames(2)
        note("quit?")
        join = JoinScene(app)
        join.message = _("Type the room code the host gave you (6 letters).")
        show("join", join)
        show("host setup", SetupScene(app, "presents-of-mine", online=True))
        join = JoinScene(app)
        join.message = _("The safety code after the address has 20 letters and digits: check it on the host's screen.")
        show("join, a safety code mistyped", join)
        invitation = HostingStub().invitation("192.168.178.120")
        for router in (None, Mapping("203.0.113.250", 8765, "", ""), "no router answered"):
            show("lobby, router", LobbyScene(app, LobbyStub(True), HostingStub(router), invitation))
        for hosting in (True, False):
            online = LobbyStub(hosting)
            show("lobby", LobbyScene(app, online, HostingStub() if hosting else None, invitation))
            online.problem = "that room code is not known"
            show("lobby, refused", LobbyScene(app, online, None, ""))
        for code in LINK_WORDS:  # a joiner's line down, and why
            online = LobbyStub(False)
            online.room, online.down = "", link_words(code)
            show(f"lobby, {code}", LobbyScene(app, online, None, ""))
        online = LobbyStub(True)  # New game with phones (companion mode): a code each, then one for all
        online.phones, online.phone_tokens = {6: BOT_NAMES[6], 7: BOT_NAMES[7]}, {6: "Zp3_k9fWqL0aTcV2xY7bNg",
                                                                                   7: "Qm8_x1cVbN4rTyU6wE2aSd"}
        companion = LobbyScene(app, online, HostingStub(), invitation, companion=True)
        companion.local = "192.168.178.120"
        show("lobby, phones", companion)
        companion.together = True
        show("lobby, phones, one code", companion)
        _online_screens(show, app)
        for game_id in games:
            show(f"setup {game_id}", SetupScene(app, game_id))
            show(f"rules {game_id}", RulesScene(app, game_id))
        for game_id in games:
            players = usual(get_game(game_id))
            session = Session(get_game(game_id), [SeatPlan(BOT_NAMES[i], "easy") for i in range(players)], {}, 3)
            table = TableScene(app, session, demo=True)
            app.reset_to(table)
            for _turn in range(frames // 300):
                app.run_frames(300)
                note(f"table {game_id}")
            app.push(PauseScene(app, table))
            app.run_frames(2)
            note(f"pause {game_id}")
            app.pop()
            session.play_bots()
            app.run_frames(300)
            note(f"table {game_id} (end)")
            app.push(ResultsScene(app, table, demo=True))
            app.run_frames(2)
            note(f"results {game_id}")
            app.push(MoveLogScene(app, ["\u2014"]))
            app.run_frames(2)
            note(f"moves {game_id}")
        for game_id in games:  # each guided first game, followed to its end
            tutorial = tutorial_for(game_id)
            scene = TableScene(app, tutorial.session(game_id), tutorial=tutorial)
            app.reset_to(scene)
            assert autoplay(app, scene) == "", game_id
            note(f"tutorial {game_id}")
        for game_id in games:  # a person at the table: the buttons and windows of her turns
            players = usual(get_game(game_id))
            seats = [SeatPlan(_("You"))] + [SeatPlan(BOT_NAMES[i], "easy") for i in range(1, players)]
            app.reset_to(TableScene(app, Session(get_game(game_id), seats, {}, 5)))
            _monkey(app, size, random.Random(game_id), frames, seen, game_id)
            note(f"playing {game_id}")
    finally:
        app.pg.quit()
    return seen


KEYS = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_1, pygame.K_2,
        pygame.K_h, pygame.K_t]


def _monkey(app, size: tuple[int, int], rng: random.Random, frames: int, seen: Seen | None = None,
            where: str = "") -> None:
    """Random clicks and keys, as in test_monkey, so that the person's own choices show; each
    choice on the cloth that lies on a player's plate is noted in ``seen.covers``."""
    for _turn in range(frames):
        if rng.random() < 0.3:
            if rng.random() < 0.6:
                pos = (rng.randrange(size[0]), rng.randrange(size[1]))
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
            else:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode=""))
        app.run_frames(1)
        if type(app.top).__name__ in ("PauseScene", "RulesScene", "SettingsScene", "ResultsScene", "MoveLogScene"):
            app.pop()
        if seen is not None and isinstance(app.top, TableScene):
            ctl = app.top.controller
            plates = [ctl.plate(seat) for seat in range(ctl.n)]
            for b in ctl.buttons:
                if b.rect.width and b.rect.bottom <= ctl.layout.bar.top:
                    for seat in (k for k, p in enumerate(plates) if b.rect.colliderect(p)):
                        seen.covers.setdefault((b.label, seat), where)
