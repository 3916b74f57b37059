"""Batch 318 (held out). A community vineyard: LangGraph InMemoryStore (async aget/aput/asearch), asyncio, two
writers as tasks.

App: Luddenden Community Vineyard is half an acre of Solaris and Rondo on a south slope above the valley, run by
volunteers and paid for by shares (a share gets bottles each year). The vineyard's helper keeps one record per part
of the season in ("luddenden-vineyard-2051", "plan") - the harvest, the kit, the lunch, the press - and volunteers'
messages in ("luddenden-vineyard-2051", "msgs"). The rota job (Anwar's script that copies the sign-up sheet into the
helper) reads the harvest record, adds the count of volunteers and writes the whole record back; Ruth (the vineyard
manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the rota job reads the harvest record (Solaris Sat 4th Oct, Rondo a week
later, 9am at the top gate); Ruth writes in, Sun 21st Sept, that the refractometer's saying 19.5 brix on the Solaris
already and the wasps have found it, so they're picking the Solaris on Sat 27th Sept, not the 4th, Rondo as was; the
rota job then puts back its stale copy with its count, losing Ruth's edit. Question (Weds 24/9, Tom): "what day are
we picking the Solaris? need to book it off work 🍇" -> expected Sat 27th September (brought forward a week, it's
ripe and the wasps are at it). The assistant says Sat 4th October.

Expected verdict: UpdateError at langgraph.store.put (the rota job's aput, wrapped in fault()): Ruth's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
picking day. Asserted: Ruth's edit was in the store before the stale put; the harvest record has the volunteer
count and the 4th Oct, and no context line has the 27th, brix or wasps.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b318_langgraph_vineyard_harvest_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("luddenden-vineyard-2051", "plan")
MSGS = ("luddenden-vineyard-2051", "msgs")
KEY = "harvest"
RECORDS = {
    KEY: {"details": "HARVEST 🍇 solaris sat 4th oct, rondo the sat after (11th) if the weather holds. 9am at the top "
                     "gate, pick till it's done (usually about 3). shareholders + families welcome",
          "by": "Ruth"},
    "kit": {"details": "bring secateurs if u have them (we've 15 pairs to lend), gloves, wellies - the bottom rows are "
                       "boggy. crates + buckets are in the shed",
            "by": "Ruth"},
    "lunch": {"details": "bring + share lunch at the shed, Margaret's doing her soup, last yr's wine for the pickers",
              "by": "Margaret"},
    "press": {"details": "grapes go down to the winery at Holmfirth same afternoon in Dave's van, need 2 to help load",
              "by": "Dave"},
}
MSG_LINES = [
    ("2051-08-30T19:10", "Ruth", "netting's on, the birds can whistle"),
    ("8.9.", "Anwar", "sign up sheet's on the website, pls put ur name down so we know numbers for lunch"),
    ("Thu 18th Sept", "Dave", "van's booked for both sats, winery knows we're coming"),
]
EDIT = {"details": "HARVEST 🍇 - change!! refractometer's saying 19.5 brix on the solaris already + the wasps have "
                   "found it 🐝 so we're picking the solaris SAT 27TH SEPT, not the 4th. rondo as was, sat 11th oct. "
                   "9am top gate, pick till it's done. shareholders + families welcome",
        "edited": "Ruth sun 21st"}
ROTA = {"volunteers": "23 signed up on the sheet so far (fri 19th)", "by": "rota job"}


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
        copy.update(ROTA)
        with fault():
            await store.aput(PLAN, KEY, copy)

    async def ruth_edit() -> None:
        await read_done.wait()
        item = await store.aget(PLAN, KEY)
        await store.aput(PLAN, KEY, {**item.value, **EDIT})
        assert "picking the solaris SAT 27TH SEPT, not the 4th" in (await store.aget(PLAN, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(asyncio.create_task(rota_job(), name="rota-job"),
                         asyncio.create_task(ruth_edit(), name="ruth-edit"))

    question = "what day are we picking the Solaris? need to book it off work 🍇"
    context = ["Today is Weds 24 September 2051. You are talking to Tom, a volunteer and shareholder at Luddenden "
               "Community Vineyard."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "solaris sat 4th oct" in c and "23 signed up" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("27th", "brix", "wasps")), context
    reply = answer(f"(Tom) {question}", context, mock="Saturday 4th October - 9am at the top gate, and the Rondo's "
                                                      "the Saturday after.")
    finish(question, expected="Sat 27th September - Ruth brought the Solaris forward a week, it's ripe + the wasps "
                              "are at it", actual=reply)
    return reply


asyncio.run(main())
