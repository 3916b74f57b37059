"""Batch 240 (held out). A cycling club's sportive: LangGraph InMemoryStore (async aget/aput/asearch), asyncio, two
writers as tasks.

App: Calder Clarion CC run the Tour of the Tops sportive on Sun 12th June 2050 - a 100 mile route and a 55 mile
route from the rugby club, feed stations, marshals at the junctions, a signed route and a GPX. The club's helper
keeps one record per part of it in ("calder-clarion-sportive-2050", "plan") - the 100 route, the 55 route, the
marshals, HQ - and riders' and volunteers' messages in ("calder-clarion-sportive-2050", "msgs"). The entries sync
(a task copying the entry site's count into the helper) reads the 100 route record, adds the count and writes the
whole record back; Andy (the route lead) edits the same record at the same time.

Planted fault (UpdateError, lost update): the entries sync reads the 100 route record (feeds at Hebden Bridge mile
28, Widdop mile 55, Oxenhope village hall mile 78, finish at the rugby club); Andy writes in, Weds 1st June, that
the village hall's been double booked with a christening, so feed 3 is now the Leeming reservoir car park at mile
81, Gill's van, same stuff; the sync then puts back its stale copy with its count, losing Andy's edit. Question
(Fri 10/6, a rider): "what's the last feed stop on the 100? want to know how far I've got to go on my own after it"
-> expected the Leeming reservoir car park at mile 81 (about 19 to the finish). The assistant says Oxenhope village
hall, mile 78.

Expected verdict: UpdateError at langgraph.store.put (the sync's aput, wrapped in fault()): Andy's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the last feed.
Asserted: Andy's edit was in the store before the stale put; the 100 route record has the entry count and the
village hall at mile 78, and no context line mentions Leeming, the christening or mile 81.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b240_langgraph_sportive_last_feed_station_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("calder-clarion-sportive-2050", "plan")
MSGS = ("calder-clarion-sportive-2050", "msgs")
KEY = "route-100"
RECORDS = {
    KEY: {"details": "the 100 (well 101.4 on my garmin 😂): out via Hebden, feed 1 Hebden Bridge marina mile 28, feed 2 "
                     "Widdop mile 55 (top of the climb, gels + water only), feed 3 Oxenhope village hall mile 78, "
                     "then back over to the rugby club. cut off at feed 3 is 3.30pm",
          "by": "Andy"},
    "route-55": {"details": "the 55: splits off after Hebden, one feed at the marina mile 28 (shared w/ the 100), "
                            "back via Heptonstall - the cobbles!!",
                 "by": "Andy"},
    "marshals": {"details": "marshals at the Mytholm lights, the Widdop turn + Cock Hill top, hi-vis + a whistle, "
                            "briefing 7.15 at HQ",
                 "by": "Gill"},
    "hq": {"details": "HQ the rugby club, sign on 7-8.30, 100 riders off first from 7.30 in groups of 20, showers + "
                      "pie and peas at the finish",
           "by": "Gill"},
}
MSG_LINES = [
    ("2050-05-14T20:40", "Gill", "need 2 more for the Widdop feed, it's bleak up there so bring a coat"),
    ("22.5.", "Andy", "signs go out sat 11th, arrows on the lamp posts, Keith's doing the 55"),
    ("Sun 29th May", "Pete", "can the 100 have a toilet stop? - Andy: every feed has one except Widdop"),
]
EDIT = {"details": "the 100 (101.4 on my garmin): feed 1 Hebden Bridge marina mile 28, feed 2 Widdop mile 55 (gels + "
                   "water only). CHANGE - village hall's been double booked w/ a christening 🙄 so feed 3 is now the "
                   "Leeming reservoir car park, mile 81, Gill's van, same stuff. then back over to the rugby club, "
                   "cut off at feed 3 still 3.30",
        "edited": "Andy weds 1st june"}
ENTRIES = {"entries": "412 entered (287 on the 100, 125 on the 55) as of 31/5", "by": "entries sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PLAN, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def entries_sync() -> None:
        copy = dict((await store.aget(PLAN, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(ENTRIES)
        with fault():
            await store.aput(PLAN, KEY, copy)

    async def andy_edit() -> None:
        await read_done.wait()
        item = await store.aget(PLAN, KEY)
        await store.aput(PLAN, KEY, {**item.value, **EDIT})
        assert "feed 3 is now the Leeming reservoir car park, mile 81" in (await store.aget(PLAN, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(entries_sync(), andy_edit())

    question = "what's the last feed stop on the 100? want to know how far I've got to go on my own after it"
    context = ["Today is Fri 10 June 2050. You are talking to a rider entered on the 100 mile route of Calder Clarion "
               "CC's Tour of the Tops sportive (Sun 12 June)."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "Oxenhope village hall mile 78" in c and "412 entered" in c
               for c in context), context
    assert not any(w in c.lower() for c in context for w in ("leeming", "christening", "mile 81")), context
    reply = answer(question, context, mock="Feed 3 at Oxenhope village hall, mile 78 - so about 22 miles on your own "
                                           "back to the rugby club. Cut-off there is 3.30pm.")
    return question, reply


question, reply = asyncio.run(main())
finish(question, expected="the Leeming reservoir car park, mile 81 (Oxenhope village hall's double booked)",
       actual=reply)
