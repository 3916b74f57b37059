"""Batch 333 (held out). A community orchard's cider pressing day: LangGraph InMemoryStore through its async API
(aget/aput/asearch), asyncio, two writers as tasks.

App: Mytholmroyd Community Orchard hold their pressing day on Sun 9th Oct 2050 - Pete brings his rack-and-cloth
press and the scratter, volunteers pick on the Saturday, people bring bottles and take juice home, some of it goes
into the demijohns for the orchard cider. The orchard's helper keeps one record per part of the day in
("myroyd-orchard-pressing-2050", "plan") - the apples, the press, the bottles, the food - and members' messages in
("myroyd-orchard-pressing-2050", "msgs"). The pledges job (Ros's script that copies the sign-up sheet into the
helper) reads the apples record, adds the count of bags pledged and writes the whole record back; Ros edits the same
record while it runs.

Planted fault (UpdateError, lost update): the pledges job reads the apples record (orchard apples only this year -
Pete won't do garden apples after last year's wasps and the mouldy lot; picking Sat 8th 10-1); Ros writes in, Weds
5/10, that Pete's come round - garden apples are OK as long as they're washed, nothing rotten or brown, max 2 bags
a household, labelled with your name; the pledges job then puts back its stale copy with its count, losing Ros's
edit. Question (Thurs 6/10, Dave): "can I bring the apples off our tree at home? got about 3 bags of bramleys 🍏" ->
expected yes - washed, nothing rotten, 2 bags max a household, labelled. The assistant says no, orchard apples
only.

Expected verdict: UpdateError at langgraph.store.put (the pledges job's aput, wrapped in fault()): Ros's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Ros's edit was in the store before the stale put; the apples record has the pledge count and
"orchard apples only", and no context line has "come round", "washed" or "2 bags".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b333_langgraph_orchard_pressing_garden_apples_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("myroyd-orchard-pressing-2050", "plan")
MSGS = ("myroyd-orchard-pressing-2050", "msgs")
KEY = "apples"
RECORDS = {
    KEY: {"details": "orchard apples only this yr 🍎 Pete won't do garden apples after last yr (wasps + that mouldy "
                     "lot from the allotments). picking sat 8th 10-1, bring gloves + a bucket",
          "by": "Ros"},
    "press": {"details": "Pete's rack + cloth press + the scratter, set up by the shed from 10, pressing 11-3ish. "
                         "kids NOT on the scratter handle pls",
              "by": "Ros"},
    "bottles": {"details": "bring ur own bottles, washed, screw tops - roughly 1 litre for every 2kg. demijohns for "
                           "the orchard cider, Geoff's in charge of the yeast 🍺",
                "by": "Geoff"},
    "food": {"details": "soup + bread from the Shoulder kitchen, cakes welcome, apple cake competition (judged by "
                        "Maureen, 2pm)",
             "by": "Kath"},
}
MSG_LINES = [
    ("2050-09-18T09:12", "Kath", "can we do a toffee apple stall for the kids? - Ros: go for it"),
    ("27.9.", "Geoff", "got 6 demijohns + the airlocks, need 2 more if anyone's got any in the loft"),
    ("Sun 2nd Oct", "Ros", "gazebo from the scouts, pick it up sat am"),
]
EDIT = {"details": "apples - Pete's come round!! 🙌 garden apples OK as long as they're washed, nothing rotten or "
                   "brown + max 2 bags a household, label them w/ ur name. orchard picking sat 8th 10-1 as was, "
                   "gloves + a bucket",
        "edited": "Ros weds 5/10"}
PLEDGES = {"pledged": "26 bags pledged on the sign-up sheet (tues 4th)", "by": "pledges job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PLAN, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def pledges_job() -> None:
        copy = dict((await store.aget(PLAN, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(PLEDGES)
        with fault():
            await store.aput(PLAN, KEY, copy)

    async def ros_edit() -> None:
        await read_done.wait()
        item = await store.aget(PLAN, KEY)
        await store.aput(PLAN, KEY, {**item.value, **EDIT})
        assert "garden apples OK as long as they're washed" in (await store.aget(PLAN, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(pledges_job(), ros_edit())

    question = "can I bring the apples off our tree at home? got about 3 bags of bramleys 🍏"
    context = ["Today is Thurs 6 October 2050. You are talking to Dave, a member of Mytholmroyd Community Orchard "
               "(pressing day Sun 9 Oct)."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "orchard apples only" in c and "26 bags pledged" in c
               for c in context), context
    assert not any(w in c.lower() for c in context for w in ("come round", "washed, nothing", "2 bags")), context
    reply = answer(f"(Dave) {question}", context,
                   mock="Sorry Dave, it's orchard apples only this year - Pete won't press garden apples after last "
                        "year's wasps. Come and help pick on Saturday 10-1 instead!")
    finish(question, expected="yes - washed, nothing rotten or brown, max 2 bags a household, labelled with your name",
           actual=reply)
    return reply


asyncio.run(main())
