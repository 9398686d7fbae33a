"""Where a table's records come from, and what that source alone does with them.

The table (``table_scene.TableScene``) takes every game the same way: it sends a person's or a
bot's action to its channel and shows the records the channel's stream gives (``next_events``)
at its own pace. Whether a local session makes the records (``engine.core.channel.SeatChannel``)
or a game server sends them (``table.net.remote.RemoteChannel``, a shared screen's
``SharedRemote``), the table cannot tell. What differs is kept here, behind four calls the table
makes at fixed moments, whatever the source:

- ``hear()`` every frame: take in what came (a server's frames; a local stream has nothing to
  take in) and say what the player should know (a lost connection, who left the table);
- ``moved()`` after each record is applied here: a local game is autosaved, and counted in the
  statistics once it is over;
- ``ended()`` every frame once the game is over: an online game is counted from its result, and
  the seat kept to Rejoin it is forgotten;
- ``close()`` when the table goes: an online table leaves the room (and stops the server this app
  ran for it).
"""

from __future__ import annotations

from table.i18n import _
from table.scenes import scene_named

READ_SECONDS = 1.1  # a move's line in the bar stays at least this long (normal speed) before the next


class LocalSource:
    """A session at this screen: autosaved after every move; at the end, counted and its save
    dropped. A demo or a tutorial keeps nothing."""

    rematch = True  # the results offer the same table again, with a new deal
    seats_away = False  # (Players away: only for a game a server holds)

    def __init__(self, table, session) -> None:
        self.table, self.session = table, session
        self.recorded = False

    def hear(self) -> None:
        self.table.channel.pump()

    def moved(self) -> None:
        table = self.table
        saves, stats = table.app.saves, table.app.stats
        if table.demo or table.guide is not None or saves is None or self.session is None:
            return
        if table.channel.is_over():
            if stats is not None and not self.recorded:
                self.recorded = True
                stats.record(self.session)
                if stats.problem:
                    table.app.toast(stats.problem)
            saves.clear(self.session)
        else:
            saves.save(self.session)
            if saves.problem:
                table.app.toast(saves.problem)
                saves.problem = ""

    def ended(self) -> None:
        """(counted by ``moved`` as the last record was applied)"""

    def leaving(self) -> str:
        """What leaving the table does to this game (the pause menu says it)."""
        saves, session = self.table.app.saves, self.session
        if saves is None or session is None:
            return _("This game is not kept.")
        if saves.keeps(session):
            return _("Your game is kept: Continue it from the main menu.")
        if not session.history:
            return _("Nothing has been played yet: there is nothing to keep.")
        return _("This game could not be saved, so it is not kept.")

    def close(self) -> None:
        """(nothing to leave)"""


class OnlineSource:
    """A game a server holds (online, or this app's own room with phones): nothing saved here;
    what the server says about the room is told; the game counts once from its result."""

    rematch = False  # a new game is a new room
    seats_away = True  # the host may let a bot play for someone away (Players away)

    def __init__(self, table, hosting=None) -> None:
        self.table, self.hosting = table, hosting  # hosting: the server this app runs for the game
        self.recorded = False
        self._told_down = ""
        self._away_before: dict[int, bool] | None = None
        self._forgotten = False

    def hear(self) -> None:
        """Take in what the server sent, and say what the player should know."""
        # late, for a table's start-up: a local game never loads the online notices (nor the
        # network client's words and asyncio they bring)
        from table.scenes.online_notice import notice_for

        OnlineNotice = scene_named("online-notice")

        table, channel = self.table, self.table.channel
        channel.pump()
        if channel.problem:
            table.app.toast(_("The server says: {reason}").format(reason=channel.problem), 4.0)
            channel.problem = ""
        self._tell_presence()
        notice = notice_for(channel) if self.hosting is None else None
        if notice is not None:
            if notice.final:
                self._forget_seat()
            if table.app.top is table:
                table.app.push(OnlineNotice(table.app, table, notice))
            return
        told = self._told_down
        if channel.down and not told and not channel.in_app:  # (a room in the host's app: a notice says it)
            self._told_down = channel.down
            table.app.toast(_("The connection to the game is lost ({reason}); trying again…").format(
                reason=channel.down), 4.0)
        elif told and not channel.down:
            self._told_down = ""
            table.app.toast(_("Connected again."), 2.0)

    def _tell_presence(self) -> None:
        """Who left the table, who came back, and for whom a bot plays now, as the server says."""
        app, channel = self.table.app, self.table.channel
        away, before = dict(getattr(channel, "away", {})), self._away_before
        self._away_before = away
        if before is None or away == before:
            return  # (what the table opened on is drawn on the plates, not told)
        hosting = channel.host is not None and (channel.host in channel.humans or getattr(channel, "hosts_here", False))
        for seat in sorted(away):
            name = channel.names[seat]
            if seat not in before and seat == channel.host and not channel.in_app:
                app.toast(_("{name}, who hosts this game, has left the table. The game goes on: their seat "
                            "waits for them, as anyone's does.").format(name=name), 6.0)
            elif seat not in before and hosting and not away[seat]:
                app.toast(_("{name} has left the table. Esc, then Players away: a bot can play for them "
                            "until they come back.").format(name=name), 6.0)
            elif seat not in before and not away[seat]:
                app.toast(_("{name} has left the table: the game waits for them.").format(name=name), 5.0)
            elif away[seat] and not before.get(seat):
                app.toast(_("A bot plays for {name} until they come back.").format(name=name), 4.0)
        for seat in sorted(set(before) - set(away)):
            app.toast(_("{name} is back at the table.").format(name=channel.names[seat]), 3.0)

    def _forget_seat(self) -> None:
        """This screen's seats in the room are of no more use: Rejoin no longer offers them."""
        # late, for a table's start-up: a local game never loads the online client (websockets, asyncio)
        from table.net.rejoin import forget

        saves = self.table.app.saves
        if self.hosting is None and saves is not None and not self._forgotten:
            self._forgotten = True
            forget(saves.online, self.table.channel)

    def moved(self) -> None:
        """(the server keeps the game)"""

    def ended(self) -> None:
        """An online game counts in this computer's statistics too, once, with every player."""
        app = self.table.app
        self._forget_seat()
        if not self.recorded and app.stats is not None:
            self.recorded = True
            app.stats.record_channel(self.table.channel)
            if app.stats.problem:
                app.toast(app.stats.problem)

    def leaving(self) -> str:
        if self.hosting is not None:
            return _("The game does not pause for the others. You host this game: leaving stops it for "
                     "everyone at the table.")
        return _("The game does not pause for the others. If you leave, your seat is kept: Rejoin it from "
                 "the main menu. Meanwhile a bot plays it if the host lets one; if not, the others wait "
                 "for you.")

    def close(self) -> None:
        self.table.channel.leave()
        if self.hosting is not None:
            self.hosting.stop()
