"""Batch 265 (held out). A village pantomime's rehearsals and tickets: LangGraph InMemoryStore (async aget/aput),
asyncio, two writers as tasks.

App: the Midgley Players put on "Cinderella" in the Mechanics' Institute, Thu 26th to Sat 28th Jan 2051 - three
evenings at 7 and a Saturday matinee at 2, 180 seats a show, rehearsals twice a week since October. The Players'
helper keeps one record per part of it in ("midgley-players-panto-2051", "plan") - the schedule, the cast, the
tickets, the front of house - and members' messages in ("midgley-players-panto-2051", "msgs"). The box office job
(Alan's script that copies the online ticket sales into the helper) reads the schedule record, adds the sales per
show and writes the whole record back; Gill (the director) edits the same record at the same time.

Planted fault (UpdateError, lost update): the box office job reads the schedule record (rehearsals Tue + Thu
7.30-9.30, Sun 2-5 for the chorus and the kids, tech Sun 22nd Jan, dress Mon 23rd); Gill writes in, Sun 8th Jan,
that Thursdays are 7 sharp now, not 7.30, till 10, from now till the show - she needs the ballroom scene run twice
- Tuesdays and Sundays as they were; the box office job then puts back its stale copy with the sales, losing Gill's
edit. Question (Weds 11/1, Mel, one of the ugly sisters): "what time's rehearsal tmrw? I've got to get the kids
from swimming first 😬" -> expected 7 (sharp, till 10). The assistant says 7.30.

Expected verdict: UpdateError at the store's put (the box office job's aput, wrapped in fault()): Gill's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
Thursday start. Asserted: Gill's edit was in the store before the stale put; the schedule record has the sales and
Thursdays at 7.30, and no context line has "7 sharp", "ballroom" or "till 10".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b265_langgraph_panto_thursday_rehearsal_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("midgley-players-panto-2051", "plan")
MSGS = ("midgley-players-panto-2051", "msgs")
KEY = "schedule"
RECORDS = {
    KEY: {"details": "rehearsals tue + thurs 7.30-9.30 at the Mechanics', sun 2-5 chorus + the kids. tech sun 22nd "
                     "jan all day (bring a packed lunch), dress mon 23rd 6.30. shows thurs 26th-sat 28th jan 7pm + "
                     "sat mat 2pm",
          "by": "Gill"},
    "cast": {"details": "Cinders - Hannah, Buttons - Josh, ugly sisters Mel + Bernard, dame's out this yr (no dame in "
                        "Cinders!!), Fairy G - Pauline, Prince - Tom C",
             "by": "Gill"},
    "tickets": {"details": "£9 adults £5 kids, family £25 (2+2), online or Spar on the corner, 180 a show",
                "by": "Alan"},
    "front of house": {"details": "raffle + ices in the interval, bar's the Mechanics' own (Stuart), programmes £1",
                       "by": "Pauline"},
}
MSG_LINES = [
    ("2050-12-04T21:10", "Gill", "lines by xmas PLEASE, no scripts on stage after the 1st rehearsal in jan"),
    ("29.12.", "Bernard", "my frock's too short again 😂 - Pauline: I'll let the hem down"),
    ("Thu 5th Jan", "Josh", "can we do the slosh scene on a sun so I can hose down after? - Gill: ok sun 15th"),
]
EDIT = {"details": "from now till the show THURS IS 7 SHARP not 7.30, till 10 - I need the ballroom scene run twice "
                   "every thurs. tue + sun as was: tue 7.30-9.30, sun 2-5 chorus + the kids. tech sun 22nd jan all "
                   "day, dress mon 23rd 6.30. shows thurs 26th-sat 28th jan 7pm + sat mat 2pm",
        "edited": "Gill sun 8th jan"}
SALES = {"sales": "sold so far (sat 7th): thurs 96, fri 151, sat mat 70, sat eve 180 SOLD OUT", "by": "box office job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PLAN, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def box_office_job() -> None:
        copy = dict((await store.aget(PLAN, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(SALES)
        with fault():
            await store.aput(PLAN, KEY, copy)

    async def gill_edit() -> None:
        await read_done.wait()
        item = await store.aget(PLAN, KEY)
        await store.aput(PLAN, KEY, {**item.value, **EDIT})
        assert "THURS IS 7 SHARP not 7.30" in (await store.aget(PLAN, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(box_office_job(), gill_edit())

    question = "what time's rehearsal tmrw? I've got to get the kids from swimming first 😬"
    context = ["Today is Weds 11 January 2051. You are talking to Mel, one of the ugly sisters in the Midgley "
               "Players' panto."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "tue + thurs 7.30-9.30" in c and "sat mat 70" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("7 sharp", "ballroom", "till 10")), context
    reply = answer(f"(Mel) {question}", context,
                   mock="Thursday's rehearsal is 7.30 till 9.30 at the Mechanics', so you've time after swimming.")
    return reply


reply = asyncio.run(main())
finish("what time's rehearsal tmrw? I've got to get the kids from swimming first 😬",
       expected="7 sharp (till 10) - Thursdays start earlier now so Gill can run the ballroom scene twice",
       actual=reply)
