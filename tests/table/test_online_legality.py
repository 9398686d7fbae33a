"""One legality for every door (G-6): the app's online client and the game server both ask the
engine, so what a local table allows an online one allows too. Through the real server."""

from __future__ import annotations

import time

import pytest

from engine.games.spirit_of_giving.moves import DONE, Mulligan, Say
from table.net.link import Embedded
from table.net.online import Online
from table.net.remote import RemoteChannel

WORDS = "Ben, I'm wrapping you something shiny!"


@pytest.fixture
def hosting():
    server = Embedded(port=0)
    assert not server.error, server.error
    yield server
    server.stop()


def _until(what, seconds=20.0):
    deadline = time.monotonic() + seconds
    while True:
        got = what()
        if got:
            return got
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.01)


def _follow(channel: RemoteChannel, seen: list) -> None:
    """Take in the server's frames and show them at once, as a table would after its animations."""
    channel.pump()
    while (events := channel.next_events()) is not None:
        seen.extend(events)


def test_a_person_online_may_write_her_own_announcement_and_everyone_reads_it(hosting):
    # ruling SG-6 (G-4, G-6): free text is an announcement the engine allows; the client and the
    # server ask the engine rather than looking the text up among the canned lines
    url = f"ws://127.0.0.1:{hosting.port}"
    ann, ben = Online(url), Online(url)
    ann.create("spirit-of-giving", 4, "Ann", {}, {2: "easy", 3: "easy"})
    _until(lambda: ann.poll() or ann.room)
    ben.join(ann.room, "Ben")
    _until(lambda: ben.poll() or ben.seat is not None)
    _until(lambda: ann.poll() or (ann.lobby and not any(s["open"] for s in ann.seats())))
    ann.start()
    channels = {0: _until(ann.poll), 1: _until(ben.poll)}
    seen: dict[int, list] = {0: [], 1: []}
    said = False
    deadline = time.monotonic() + 60
    while not said:
        assert time.monotonic() < deadline, "the Discussion never came to Ann"
        for seat, channel in channels.items():
            _follow(channel, seen[seat])
            if seat not in channel.humans_to_act():
                continue
            phase = channel.view(seat).phase
            if phase == "mulligan":
                channel.act(seat, Mulligan(()))
            elif phase == "discussion" and seat == 0:
                assert Say(WORDS) not in channel.legal_actions(0)  # not one of the canned lines...
                assert channel.why_not(0, Say(WORDS)) is None  # ...yet allowed, as the engine says
                channel.act(0, Say(WORDS))
                said = True
            else:
                channel.act(seat, DONE)
        time.sleep(0.01)
    for seat in (0, 1):  # the server took it, and both tables hear it said
        _until(lambda seat=seat: _follow(channels[seat], seen[seat]) or any(
            e.kind == "said" and e.text == WORDS and e.seat == 0 for e in seen[seat]))
    assert not channels[0].problem
    ann.leave()
    ben.leave()
