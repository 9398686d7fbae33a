"""What the online lobby says (a mixin of ``table.scenes.online.LobbyScene``): its status line,
and where relatives join (this house, other houses, a phone without a camera)."""

from __future__ import annotations

from table.i18n import _


class LobbyWords:
    """Needs the lobby's online, hosting, address, local, companion, together, split, buttons and
    start, and its _phones_to_come()."""

    def _status(self) -> str:
        online = self.online
        if online.host_gone:
            return online.problem
        if online.problem and online.rejoining:
            return _("Could not rejoin: {reason}").format(reason=online.problem)
        if online.problem:
            return _("The server says: {reason}").format(reason=online.problem)
        if online.down:
            return _("The game cannot be reached ({reason}); trying again…").format(reason=online.down)
        if not online.room:
            return _("Connecting…")
        if online.rejoining:
            return _("Taking your seat back…")
        if not online.hosting:
            return _("You are in. The host starts the game when everyone is here.")
        if (self.companion and not online.phones_in >= set(online.phones)) or self._phones_to_come():
            if self.together and self.split in self.buttons:  # (None: the lobby has not been drawn yet)
                return _("Waiting for the phones: scan the code with each phone, then tap that seat's name on it.")
            return _("Waiting for the phones: scan each seat's code with that seat's phone.")
        if self.start.enabled:
            return _("Everyone is here: start when you are ready.")
        return _("Waiting for relatives to join. Press B to give the empty seats to bots.")

    def _share(self, short: bool = False) -> str:
        """Where relatives join, and whether the home router let the wider internet in (``short``:
        without what the safety code does and what the browser's code is for, where a large
        Size leaves no room for them)."""
        share = self._where()
        if short:
            return share + (" " + self._typing_tip() if self._typing_tip() else "")
        if getattr(self.hosting, "code", ""):
            share += " " + _("After the slash comes this computer's safety code: with it, a relative's computer "
                             "makes sure it has reached this one, and the game travels encrypted.")
            share += " " + _("That address is for the app. In a browser in this house, a relative scans a code "
                             "beside this or types its link (plain http://, for this home network only).")
            share += " " + self._typing_tip() if self._typing_tip() else ""
        return share

    def _typing_tip(self) -> str:
        """Where a phone without a camera types a seat's short code (while one is to come)."""
        codes = getattr(self.hosting, "codes", None)
        if codes is None or codes.off or not self._phones_to_come() or not self.local:
            return ""
        return _("No camera? In the phone's browser, open {address} and type the four letters under the "
                 "code.").format(address=self.hosting.short_link(self.local, ""))

    def _where(self) -> str:
        from table.net.router import Mapping  # late, for start-up: only a host loads the router's client

        port, router = self.hosting.port, self.hosting.router
        if router is None:
            return _("Relatives in this house join at {address} with this code. Asking your router to let "
                     "relatives in other houses in too…").format(address=self.address)
        if isinstance(router, Mapping) and router.external_ip:
            return _("Relatives join with this code: in this house at {address}, from other houses at "
                     "{public} (your router now forwards port {port} here).").format(
                address=self.address, public=self.hosting.invitation(router.external_ip), port=port)
        return _("Relatives join at {address} with this code. From another house they can reach you only "
                 "if your router forwards port {port} to this computer; otherwise use a game server "
                 "(see the README).").format(address=self.address, port=port)
