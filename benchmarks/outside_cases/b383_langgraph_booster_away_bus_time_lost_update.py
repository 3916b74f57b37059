"""Batch 383 (held out). A small-town Texas high school football booster club's away game: LangGraph InMemoryStore
(async aget/aput/asearch), asyncio, two writers as tasks.

App: the Pecan Flat Panthers play at Caddo Bend on Fri 9/23/2050. The booster club's helper keeps one record per
part of the trip in ("pf-boosters-caddo-bend-0923", "trip") - the buses, the band, the concessions, the tailgate -
and the parents' group texts in ("pf-boosters-caddo-bend-0923", "texts"). The sign-up sync (Rhonda's script that
copies the fan-bus sign-up sheet into the helper) reads the buses record, adds the seat count and writes the whole
record back; Mr. Trevino (the band director) edits the same record at the same time.

Planted fault (UpdateError, lost update): the sync reads the buses record (band bus + fan bus leave the field house
4:30p, band loads at 4p, kickoff 7:30p at Caddo Bend); Mr. Trevino writes in, Tue 9/20, that Caddo Bend moved
kickoff up to 7p for their homecoming, so the buses roll at 3:45p, band loads at 3:15p, not 4:30 - the principal's
OK'd early release for the band kids; the sync then puts back its stale copy with its seat count, losing his edit.
Question (Thu 9/22, Kaylee's mom, a band mom): "what time's the bus leavin tmrw? need to get Kaylee outta school
early" -> expected 3:45p (band loads at 3:15). The assistant says 4:30p.

Expected verdict: UpdateError at langgraph.store.put (the sync's put, wrapped in fault()): Mr. Trevino's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the bus time.
Asserted: his edit was in the store before the stale put; the buses record has the seat count and 4:30p, and no
context line has 3:45, 3:15 or "moved kickoff".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b383_langgraph_booster_away_bus_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIP = ("pf-boosters-caddo-bend-0923", "trip")
TEXTS = ("pf-boosters-caddo-bend-0923", "texts")
KEY = "buses"
RECORDS = {
    KEY: {"details": "AWAY @ Caddo Bend fri 9/23 - band bus + fan bus leave the field house 4:30p, band loads 4p "
                     "sharp. kickoff 7:30p. fan bus $15 a seat, pay Rhonda",
          "by": "Mr. Trevino"},
    "band": {"details": "full uniform, plumes ride in the blue tubs, Ybarras have the water + Gatorade (4 coolers). "
                        "halftime show is the Tejano medley",
             "by": "band parents"},
    "concessions": {"details": "no stand this wk (away), Caddo Bend's boosters run theirs. home again 9/30 vs "
                               "Loma Alta",
                    "by": "Tammy"},
    "tailgate": {"details": "tailgate in the visitors lot after, Earl's bringin the pit + 40 hot dogs, y'all bring "
                            "chips + a chair",
                 "by": "Earl"},
}
TEXT_LINES = [
    ("9/15 6:42p", "Tammy", "who all's ridin the fan bus? sheet's in the front office"),
    ("9/17", "Rhonda", "spirit sticks on the bus $3, cash only y'all"),
    ("Mon 9/19", "Kaylee's mom", "does the band eat before? - Mr. Trevino: sack supper on the bus, $6, pay the "
                                 "band parents"),
]
EDIT = {"details": "AWAY @ Caddo Bend fri 9/23 - Caddo Bend moved kickoff up to 7p for their homecoming so buses "
                   "roll at 3:45p, band loads 3:15p, NOT 4:30. principal's OK'd early release for band kids. fan bus "
                   "$15 a seat, pay Rhonda",
        "edited": "Mr. Trevino tue 9/20"}
SIGNUPS = {"signups": "fan bus 31 of 44 seats taken (sheet as of mon 9/19)", "by": "sign-up sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> tuple[str, str]:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(TRIP, key, record)
    for i, (day, who, text) in enumerate(TEXT_LINES, 1):
        await store.aput(TEXTS, f"t-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def signup_sync() -> None:
        copy = dict((await store.aget(TRIP, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(SIGNUPS)
        with fault():
            await store.aput(TRIP, KEY, copy)

    async def trevino_edit() -> None:
        await read_done.wait()
        item = await store.aget(TRIP, KEY)
        await store.aput(TRIP, KEY, {**item.value, **EDIT})
        assert "buses roll at 3:45p" in (await store.aget(TRIP, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(signup_sync(), trevino_edit())

    question = "what time's the bus leavin tmrw? need to get Kaylee outta school early"
    context = ["Today is Thu 22 September 2050. You are talking to Kaylee's mom; Kaylee is in the Pecan Flat "
               "Panthers band."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(TRIP, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(TEXTS, limit=50)]
    assert any(c.startswith(KEY + ":") and "4:30p" in c and "31 of 44" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("3:45", "3:15", "moved kickoff")), context
    reply = answer(f"(Kaylee's mom) {question}", context,
                   mock="The buses leave the field house at 4:30p, and the band loads at 4p sharp - so have Kaylee "
                        "there by 4.")
    return question, reply


question, reply = asyncio.run(main())
finish(question, expected="3:45p (band loads 3:15p) - Caddo Bend moved kickoff up to 7p for their homecoming",
       actual=reply)
