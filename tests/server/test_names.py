"""Names and seats through the real server (issue 34): what a person types is cleaned before
anyone sees it (no control, bidi override, zero-width or NUL character; at most 24 characters;
one form of each accented letter), two seats of a room never share a name, and a seat asked for
is a whole number of the room ("no such seat", not "taken")."""

import unicodedata

from server.log import MemoryLog

from .client import Client, running_server
from .test_service import run

NAMES = {  # typed -> shown
    "Grandma": "Grandma",
    "grandma": "grandma 2",  # (the same name in another case is the same name)
    "\u202eamdnarG\u202c": "amdnarG",  # right-to-left override and its end
    "Gr\u200ban\u200dd\u2060pa\ufeff": "Grandpa",  # zero-width space, joiner, word joiner, BOM
    "Ann\x00\x07\x1b[31m": "Ann[31m",  # NUL, bell, escape
    "Rene\u0301": "Ren\u00e9",  # e + combining acute: one letter, é
    "Zalgo" + "\u0301" * 40: "Zalg\u00f3\u0301\u0301\u0301",  # ó, and at most three marks more on it
    "Aunt\tMay\n\u2028": "Aunt May",
    "\u200b\u200b": "Player 9",  # nothing left: the seat's number
    "Bartholomew the Magnificent of Kent": "Bartholomew the Magnific",  # 24 characters
}


def test_names_are_cleaned_and_never_shared_in_a_room():
    async def scenario():
        async with running_server(MemoryLog()) as server:
            host = await Client.open(server.url)
            await host.create("secret-santa", 8, "Holly")
            answers = []
            for typed in list(NAMES)[:7]:
                guest = await Client.open(server.url)
                answers.append(await guest.join(host.room, typed))
            await host.hello()
            lobby = await host.until("lobby")
            second = await Client.open(server.url)
            await second.create("secret-santa", 8, "x")
            for typed in list(NAMES)[7:]:
                guest = await Client.open(server.url)
                answers.append(await guest.join(second.room, typed))
            await second.hello()
            other = await second.until("lobby")
            return answers, lobby, other

    answers, lobby, other = run(scenario())
    assert all(a["type"] == "joined" for a in answers), answers
    shown = [s["name"] for s in lobby["seats"]][1:] + [s["name"] for s in other["seats"]][1:4]
    expected = list(NAMES.values())
    expected[8] = "Player 3"  # (in the second room: its third seat)
    assert shown == expected
    for name in shown:
        assert all(unicodedata.category(ch)[0] != "C" for ch in name)
        assert name == unicodedata.normalize("NFC", name) and len(name) <= 24


def test_a_seat_is_a_whole_number_of_the_room_or_there_is_no_such_seat():
    async def scenario():
        async with running_server(MemoryLog()) as server:
            host = await Client.open(server.url)
            await host.create("not-a-hat", 4, "Ann")
            answers = {}
            for seat in (True, False, -1, 4, 99, "1", 1.0, [1], 0, 1):
                guest = await Client.open(server.url)
                await guest.send(type="join", room=host.room, name="Ben", seat=seat)
                answers[repr(seat)] = await guest.recv()
            bots = {}
            for seat in (True, -1, 99, "2"):
                await host.send(type="bot", room=host.room, token=host.token, seat=seat, level="easy")
                bots[repr(seat)] = await host.recv()
            return answers, bots

    answers, bots = run(scenario())
    for seat in ("True", "False", "-1", "4", "99", "'1'", "1.0", "[1]"):
        assert answers[seat] == {"type": "rejected", "for": "join", "reason": "no such seat"}, seat
    assert answers["0"]["reason"] == "that seat is taken"  # (the host's)
    assert answers["1"]["type"] == "joined" and answers["1"]["seat"] == 1
    assert all(b == {"type": "rejected", "for": "bot", "reason": "no such seat"} for b in bots.values()), bots


def test_a_bot_takes_a_name_nobody_in_the_room_has():
    async def scenario():
        async with running_server(MemoryLog()) as server:
            host = await Client.open(server.url)
            await host.create("not-a-hat", 3, "Sam")  # the name the bot of seat 1 has by default
            await host.send(type="bot", room=host.room, token=host.token, seat=1, level="easy")
            await host.hello()
            return await host.until("lobby")

    lobby = run(scenario())
    names = [s["name"] for s in lobby["seats"]]
    assert names[0] == "Sam" and names[1] not in ("Sam", "") and len(set(names[:2])) == 2
