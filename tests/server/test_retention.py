"""A club server's JetStream stream forgets old games (``--keep-days``): a room whose records
have aged out is gone as a whole, never half-read; and a stream made earlier takes the new
retention when the server starts again."""

from __future__ import annotations

import asyncio

import pytest

from server.log import Conflict
from server.nats_log import STREAM, JetStreamLog

from .conftest import start_nats


@pytest.fixture
def own_nats(tmp_path):
    proc, url = start_nats(tmp_path)  # (not the shared server: this one's stream forgets in seconds)
    yield url
    proc.terminate()
    proc.wait(timeout=10)


def _records(n):
    return [{"t": "setup", "game": "not-a-hat"}] + [{"t": "act", "seat": 0, "a": i} for i in range(1, n)]


def test_a_room_past_its_retention_is_forgotten_whole(own_nats):
    async def go():
        log = await JetStreamLog.connect(own_nats, keep_days=2 / 86400)  # two seconds
        for number, record in enumerate(_records(3)):
            await log.append("ROOMAA", number, record)
        kept = await log.read("ROOMAA")
        await asyncio.sleep(3.0)
        log.forget("ROOMAA")
        gone = await log.read("ROOMAA")
        await log.close()
        return kept, gone

    kept, gone = asyncio.run(go())
    assert kept == _records(3) and gone == []


def test_a_room_whose_first_record_aged_out_is_not_half_read(own_nats):
    async def go():
        log = await JetStreamLog.connect(own_nats, keep_days=0)
        for number, record in enumerate(_records(4)):
            await log.append("ROOMBB", number, record)
        first = log._seqs["ROOMBB"][0]  # (the stream sequence of its first record)
        await log._js.delete_msg(STREAM, first)  # as the oldest record goes first when it ages out
        log.forget("ROOMBB")
        read = await log.read("ROOMBB")
        try:
            await log.append("ROOMBB", 3, {"t": "act"})
            appended = True
        except Conflict:
            appended = False
        await log.close()
        return read, appended

    read, appended = asyncio.run(go())
    assert read == []  # without the check, the second record would be taken for the setup
    assert not appended


def test_a_stream_made_earlier_takes_the_retention_asked_now(own_nats):
    async def age(keep_days):
        log = await JetStreamLog.connect(own_nats, keep_days=keep_days)
        info = await log._js.stream_info(STREAM)
        await log.close()
        return info.config.max_age

    assert asyncio.run(age(0)) in (0, 0.0, None)
    assert asyncio.run(age(30)) == pytest.approx(30 * 86400)
    assert asyncio.run(age(7)) == pytest.approx(7 * 86400)
