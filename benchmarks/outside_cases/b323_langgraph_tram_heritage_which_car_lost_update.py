"""Batch 323 (held out). A tram heritage society: LangGraph InMemoryStore through its async API (aget/aput/asearch),
asyncio, two writers as tasks.

App: the Halifax & District Tramway Society run their restored trams on a short demonstration line from the depot
museum to the Pier Head stop - the 1931 Brush double-decker car 14, the little single-deck car 7 and a works car.
Their next public running day is Sat 14th Oct 2051. The society's helper keeps one record per part of the day in
("hdts-running-day-2051-10", "plan") - the running (which car, what times), the fares, the depot, the crew - and
members' messages in ("hdts-running-day-2051-10", "msgs"). The rota job (Lynne's script that copies the crew rota
sign-ups into the helper) reads the running record, adds the count of crew signed up and writes the whole record
back; Alan (the traffic manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the rota job reads the running record (car 14, the Brush double-decker, in
service 11 till 4 every 20 mins depot to Pier Head, car 7 on standby in the shed); Alan writes in, Thu 12th, that
car 14's controller failed its check on Weds - it's off till the new contacts come - so car 7 is doing the day
instead, same times, and 14 will be on display in the shed; the rota job then puts back its stale copy with its
crew count, losing Alan's edit. Question (Fri 13/10, Bob): "which car's running tmrw? my grandad drove 14 in the
50s, want to bring him for a ride on it" -> expected car 7 (car 14's controller failed; it's on display in the shed,
not running). The assistant says car 14.

Expected verdict: UpdateError at langgraph.store.put (the rota job's aput, wrapped in fault()): Alan's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides which car
runs. Asserted: Alan's edit was in the store before the stale put; the running record has the crew count and car 14
in service, and no context line has "controller", "failed" or "car 7's doing".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b323_langgraph_tram_heritage_which_car_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("hdts-running-day-2051-10", "plan")
MSGS = ("hdts-running-day-2051-10", "msgs")
KEY = "running"
RECORDS = {
    KEY: {"details": "sat 14th oct running day 🚋 car 14 (the 1931 Brush double decker) in service 11-4, every 20 "
                     "mins depot to the Pier Head stop + back. car 7 on standby in the shed",
          "by": "Alan"},
    "fares": {"details": "£3 adults all day, kids £1.50, under 5s free. tickets from the conductor, cash or card (the "
                         "new reader works, mostly)",
              "by": "Lynne"},
    "depot": {"details": "depot museum open 10.30-4.30, tea bar in the old paint shop, the works car + the horse "
                         "tram on display",
              "by": "Keith"},
    "crew": {"details": "drivers + conductors sign up on the sheet by weds, hi vis + the society badge pls",
             "by": "Lynne"},
}
MSG_LINES = [
    ("2051-09-21T20:30", "Keith", "posters up in the library + the Co-op, ad in the Courier thurs"),
    ("3.10.", "Lynne", "school party from Sowerby asking about the 21st - told them next running day's nov"),
    ("Tue 10th Oct", "Alan", "overhead's been checked from the depot to Pier Head, all ok, pole greased"),
]
EDIT = {"details": "sat 14th oct running day 🚋 CHANGE - car 14's controller failed its check weds 😞 off till the "
                   "new contacts come, so car 7's doing the day instead, same times 11-4 every 20 mins depot to the "
                   "Pier Head + back. 14 on display in the shed, ppl can look round her but she's not running",
        "edited": "Alan thu 12th"}
CREW = {"crew_signed_up": "6 signed up on the sheet (3 drivers 3 conductors) as of wed", "by": "rota job"}


QUESTION = "which car's running tmrw? my grandad drove 14 in the 50s, want to bring him for a ride on it"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PLAN, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def rota_job() -> None:
        copy = dict((await store.aget(PLAN, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(CREW)
        with fault():
            await store.aput(PLAN, KEY, copy)

    async def alan_edit() -> None:
        await read_done.wait()
        item = await store.aget(PLAN, KEY)
        await store.aput(PLAN, KEY, {**item.value, **EDIT})
        assert "so car 7's doing the day instead" in (await store.aget(PLAN, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(rota_job(), alan_edit())

    context = ["Today is Fri 13 October 2051. You are talking to Bob, a visitor asking about the Halifax & District "
               "Tramway Society's running day (Sat 14 Oct)."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "car 14 (the 1931 Brush double decker) in service" in c
               and "6 signed up" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("controller", "failed", "car 7's doing")), context
    return answer(QUESTION, context, mock="Car 14, the 1931 Brush double-decker - she's in service 11 till 4, every "
                                          "20 minutes from the depot, so your grandad can have a ride on her.")


reply = asyncio.run(main())
finish(QUESTION, expected="car 7 - car 14's controller failed its check, she's only on display in the shed",
       actual=reply)
