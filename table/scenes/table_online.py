"""The table's online half (a mixin of ``TableScene``): taking in what the server sent, showing
its records one at a time at the table's pace, saying who left the table and who came back,
putting a notice over a table that cannot go on (``online_notice``), and, once the game is
over, counting it in this computer's statistics and forgetting the seat kept to Rejoin it."""

from __future__ import annotations

from table.i18n import _
from table.scenes import scene_named

READ_SECONDS = 1.1  # a move's line in the bar stays at least this long (normal speed) before the next


class OnlineFollowing:
    """Needs the scene's channel, app, clock, line_at, linger, recorded, seconds() and play()."""

    def _hear(self) -> None:
        """Online: take in what the server sent, and say what the player should know."""
        # late, for a table's start-up: a local game never loads the online notices (nor the
        # network client's words and asyncio they bring)
        from table.scenes.online_notice import notice_for

        OnlineNotice = scene_named("online-notice")

        channel = self.channel
        channel.pump()
        if channel.problem:
            self.app.toast(_("The server says: {reason}").format(reason=channel.problem), 4.0)
            channel.problem = ""
        self._tell_presence()
        notice = notice_for(channel) if self.hosting is None else None
        if notice is not None:
            if notice.final:
                self._forget_seat()
            if self.app.top is self:
                self.app.push(OnlineNotice(self.app, self, notice))
            return
        told = getattr(self, "_told_down", "")
        if channel.down and not told and not channel.in_app:  # (a room in the host's app: a notice says it)
            self._told_down = channel.down
            self.app.toast(_("The connection to the game is lost ({reason}); trying again…").format(
                reason=channel.down), 4.0)
        elif told and not channel.down:
            self._told_down = ""
            self.app.toast(_("Connected again."), 2.0)

    def _tell_presence(self) -> None:
        """Who left the table, who came back, and for whom a bot plays now, as the server says."""
        channel = self.channel
        away, before = dict(getattr(channel, "away", {})), getattr(self, "_away_before", None)
        self._away_before = away
        if before is None or away == before:
            return  # (what the table opened on is drawn on the plates, not told)
        hosting = channel.host is not None and (channel.host in channel.humans or getattr(channel, "hosts_here", False))
        for seat in sorted(away):
            name = channel.names[seat]
            if seat not in before and seat == channel.host and not channel.in_app:
                self.app.toast(_("{name}, who hosts this game, has left the table. The game goes on: their seat "
                                 "waits for them, as anyone's does.").format(name=name), 6.0)
            elif seat not in before and hosting and not away[seat]:
                self.app.toast(_("{name} has left the table. Esc, then Players away: a bot can play for them "
                                 "until they come back.").format(name=name), 6.0)
            elif seat not in before and not away[seat]:
                self.app.toast(_("{name} has left the table: the game waits for them.").format(name=name), 5.0)
            elif away[seat] and not before.get(seat):
                self.app.toast(_("A bot plays for {name} until they come back.").format(name=name), 4.0)
        for seat in sorted(set(before) - set(away)):
            self.app.toast(_("{name} is back at the table.").format(name=channel.names[seat]), 3.0)

    def _forget_seat(self) -> None:
        """This screen's seats in the room are of no more use: Rejoin no longer offers them."""
        # late, for a table's start-up: a local game never loads the online client (websockets, asyncio)
        from table.net.rejoin import forget

        saves = self.app.saves
        if self.hosting is None and saves is not None and not getattr(self, "_forgotten", False):
            self._forgotten = True
            forget(saves.online, self.channel)

    def _count_online(self) -> None:
        """An online game counts in this computer's statistics too, once, with every player."""
        stats = self.app.stats
        if self.remote:
            self._forget_seat()
        if self.remote and not self.recorded and stats is not None:
            self.recorded = True
            stats.record_channel(self.channel)
            if stats.problem:
                self.app.toast(stats.problem)

    def _follow_remote(self) -> None:
        """Online: show the next record the server sent, once the last one had its moment."""
        channel = self.channel
        if not channel.waiting():
            return
        gap = self.seconds(READ_SECONDS + self.linger) - (self.clock - self.line_at)
        if gap > 0 and not channel.sent:
            self.app.wake_in(gap)
            return
        events = channel.next_events()
        self.linger = 0.0
        if events:
            self.play(events)
            self.linger = self.controller.linger_seconds(events)

