"""Batch 291 (held out). A roofing firm's job board: LangGraph InMemoryStore through its async API (aget/aput/
asearch), asyncio - two writers as tasks.

App: Hartley & Sons Roofing keep one record per job in ("hartley-roofing-2050", "jobs") - address, what's being
done, scaffold, start, who's on it - and customers' and the lads' messages in ("hartley-roofing-2050", "msgs"). The
invoicing task (Tina's script that copies the invoice status from the accounts package onto the job) reads a job
record, adds the invoice line and writes the whole record back; Gary (the foreman) edits the same record from his
phone at the same time.

Planted fault (UpdateError, lost update): the invoicing task reads the Greenwood job record (8 Shaw Lane, re-roof of
the back extension, Baxters' scaffold going up Mon 6th June at 8am, strip starts Tues, Gary + Kyle); Gary writes in,
Fri 3rd, that the bin wagon comes at 8 on a Monday on Shaw Lane and can't get past the scaffold lorry, so Baxters
are coming at 7.30 instead, rest as was; the invoicing task then puts back its stale copy with the deposit-invoice
line, losing Gary's edit. Question (Sun 5/6, Mrs Greenwood): "what time are the scaffolders coming tmrw? need to
get the car off the drive first" -> expected 7.30 (before the bin wagon at 8). The assistant says 8am.

Expected verdict: UpdateError at langgraph.store.put (the invoicing task's aput, wrapped in fault()): Gary's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
time. Asserted: Gary's edit was in the store before the stale put; the Greenwood record has the invoice line and the
8am, and no context line has 7.30 or the bin wagon.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b291_langgraph_roofing_scaffold_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("hartley-roofing-2050", "jobs")
MSGS = ("hartley-roofing-2050", "msgs")
KEY = "greenwood-8-shaw-lane"
RECORDS = {
    KEY: {"job": "Mrs Greenwood, 8 Shaw Lane - re-roof the back extension (flat to pitched, 2 velux). Baxters "
                 "scaffold up mon 6th june 8am, strip starts tues, Gary + Kyle, 4 days ish",
          "by": "Gary"},
    "patel-7-hollins-lane": {"job": "Mr + Mrs Patel, 7 Hollins Lane - fascias + soffits, 2 days, wk of the 30th "
                                    "May, Connor + Kyle, ladders only no scaffold",
                             "by": "Tina"},
    "hussain-41-well-st": {"job": "Mr Hussain, 41 Well St - ridge repointing + 6 slipped slates, half a day, "
                                  "tower, whenever it's dry",
                           "by": "Gary"},
}
MSG_LINES = [
    ("2050-05-20T16:40", "Mrs Greenwood", "can u make sure nobody parks on the grass verge, it's the council's 🙄"),
    ("26.5.", "Tina", "velux windows in, 2 x 78x98, in the yard"),
    ("Weds 1st June", "Kyle", "my van's in for its MOT mon so I'll come w/ Gary"),
]
EDIT = {"job": "Mrs Greenwood, 8 Shaw Lane - re-roof the back extension (flat to pitched, 2 velux). Baxters "
               "scaffold now 7.30 not 8 - bin wagon's at 8 on a mon on Shaw Lane + can't get past the scaffold "
               "lorry, so they're coming early. strip starts tues, Gary + Kyle, 4 days ish",
        "edited": "Gary fri 3rd"}
INVOICE = {"invoice": "deposit invoice INV-2211 sent 2/6, £850, paid", "by": "invoicing"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> tuple[str, str]:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(JOBS, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def invoicing() -> None:
        copy = dict((await store.aget(JOBS, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(INVOICE)
        with fault():
            await store.aput(JOBS, KEY, copy)

    async def gary_edit() -> None:
        await read_done.wait()
        item = await store.aget(JOBS, KEY)
        await store.aput(JOBS, KEY, {**item.value, **EDIT})
        assert "scaffold now 7.30 not 8" in (await store.aget(JOBS, KEY)).value["job"]
        edit_done.set()

    await asyncio.gather(invoicing(), gary_edit())

    question = "what time are the scaffolders coming tmrw? need to get the car off the drive first"
    context = ["Today is Sun 5 June 2050. You are talking to Mrs Greenwood of 8 Shaw Lane, a Hartley & Sons "
               "Roofing customer."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(JOBS, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "june 8am" in c and "INV-2211" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("7.30", "bin wagon")), context
    return question, answer(f"(Mrs Greenwood) {question}", context,
                            mock="8am tomorrow, Mrs Greenwood - Baxters are putting the scaffold up then, so if you "
                                 "can have the car off the drive before 8 that'd be great.")


question, reply = asyncio.run(main())
finish(question, expected="7.30 - Baxters are coming early because the bin wagon's at 8 on a Monday", actual=reply)
