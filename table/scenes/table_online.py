"""The table's online half (a mixin of ``TableScene``): taking in what the server sent, showing
its records one at a time at the table's pace, and counting a finished online game in this
computer's statistics."""

from __future__ import annotations

from table.i18n import _

READ_SECONDS = 1.1  # a move's line in the bar stays at least this long (normal speed) before the next


class OnlineFollowing:
    """Needs the scene's channel, app, clock, line_at, linger, recorded, seconds() and play()."""

    def _hear(self) -> None:
        """Online: take in what the server sent, and say what the player should know."""
        channel = self.channel
        channel.pump()
        if channel.problem:
            self.app.toast(_("The server says: {reason}").format(reason=channel.problem), 4.0)
            channel.problem = ""
        if channel.down != getattr(self, "_told_down", ""):
            self._told_down = channel.down
            if channel.down:
                self.app.toast(_("The connection to the game is lost ({reason}); trying again…").format(
                    reason=channel.down), 4.0)
            else:
                self.app.toast(_("Connected again."), 2.0)

    def _count_online(self) -> None:
        """An online game counts in this computer's statistics too, once, with every player."""
        stats = self.app.stats
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

