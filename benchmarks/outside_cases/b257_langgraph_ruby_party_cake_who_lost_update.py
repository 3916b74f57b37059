"""Batch 257 (held out). A couple organising their parents' ruby anniversary party: LangGraph InMemoryStore (async
aget/aput), asyncio, two writers as tasks.

App: Sam and Priya are throwing a surprise party for Sam's mum and dad (Linda and Graham, married 40 years on 24th
June 2051) - Sat 24th June at Triangle Cricket Club's pavilion, 7.30 till late, a buffet, a cake, a DJ, about 60
guests. Their party helper keeps one record per part of it in ("ruby-do-2051", "plan") - the venue, the food, the
music, the invites - and their messages in ("ruby-do-2051", "msgs"). Priya's RSVP job (it copies the yes/no replies
from her spreadsheet into the helper) reads the food record, adds the head count for the caterer and writes the
whole record back; Sam edits the same record at the same time.

Planted fault (UpdateError, lost update): the RSVP job reads the food record (Marco's buffet, £14 a head, the cake
ordered from Costco, 3 tier red velvet, collect Fri 23rd); Sam writes in, Sun 11th June, that Auntie Lorraine has
offered to do the cake as her present to them - red velvet with a ruby 40 on top - so he's cancelled the Costco
one and got the deposit back; the RSVP job then puts back its stale copy with its count, losing Sam's edit.
Question (Weds 21/6, Priya): "who's doing the cake in the end? want to thank them in the speech" -> expected
Auntie Lorraine (her present to Linda and Graham). The assistant says it's the Costco one, collect Friday.

Expected verdict: UpdateError at langgraph.store.put (the RSVP job's aput, wrapped in fault()): Sam's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides who made the
cake. Asserted: Sam's edit was in the store before the stale put; the food record has the head count and the Costco
cake, and no context line has Lorraine or "cancelled".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b257_langgraph_ruby_party_cake_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("ruby-do-2051", "plan")
MSGS = ("ruby-do-2051", "msgs")
KEY = "food"
RECORDS = {
    "venue": {"details": "Triangle CC pavilion sat 24th june, 7.30 till late (bar shuts 12), £150 + £50 deposit "
                         "back if we tidy. Graham's old mate Keith is on the committee so keep it QUIET",
              "by": "Sam"},
    KEY: {"details": "buffet from Marco's, £14 a head, hot + cold, veggie options. cake - ordered from Costco, 3 tier "
                     "red velvet w/ 'Happy Ruby Anniversary', collect fri 23rd after 4",
          "by": "Priya"},
    "music": {"details": "DJ Craig (Priya's cousin's lad) 8-12, he's got their first dance - Lionel Richie, "
                         "Three Times a Lady 🙈",
              "by": "Sam"},
    "invites": {"details": "sent 2051-04-15, RSVP by 1st june, tell everyone it's a SURPRISE",
                "by": "Priya"},
}
MSG_LINES = [
    ("2051-04-02T20:10", "Priya", "ruby = 40 yrs!! red theme, I've got 200 red balloons off Amazon 🎈"),
    ("12/5", "Sam", "Dad thinks we're taking them for a quiet meal at the Shears, Uncle Pete's in on it"),
    ("Sat 3rd June", "Priya", "photo board - everyone send old pics by the 17th pls, Linda's perm circa 1986 is a "
                              "must"),
]
EDIT = {"details": "buffet from Marco's, £14 a head, hot + cold, veggie options. cake - Auntie Lorraine's offered "
                   "to do it as her present to them 🥹 red velvet w/ a ruby 40 on top, so I've cancelled the Costco "
                   "one + got the deposit back",
        "edited": "Sam sun 11th june"}
RSVP = {"headcount": "58 yes, 6 no, 3 not replied (RSVP job, sat 10th)", "by": "RSVP job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PLAN, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def rsvp_job() -> None:
        copy = dict((await store.aget(PLAN, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(RSVP)
        with fault():
            await store.aput(PLAN, KEY, copy)

    async def sam_edit() -> None:
        await read_done.wait()
        item = await store.aget(PLAN, KEY)
        await store.aput(PLAN, KEY, {**item.value, **EDIT})
        assert "Auntie Lorraine's offered to do it" in (await store.aget(PLAN, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(rsvp_job(), sam_edit())

    question = "who's doing the cake in the end? want to thank them in the speech"
    context = ["Today is Weds 21 June 2051. You are talking to Priya, who's organising her in-laws' surprise ruby "
               "anniversary party with Sam."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "ordered from Costco" in c and "58 yes" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("lorraine", "cancelled")), context
    reply = answer(f"(Priya) {question}", context,
                   mock="It's the Costco one - 3 tier red velvet, you're collecting it Friday after 4.")
    return reply


reply = asyncio.run(main())
finish("who's doing the cake in the end? want to thank them in the speech",
       expected="Auntie Lorraine - she's making it as her present to Linda and Graham", actual=reply)
