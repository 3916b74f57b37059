"""Batch 15 (held out). Wedding planner's supplier board: LangGraph InMemoryStore, asyncio (``aget``/``aput``/
``asearch``), two coroutines writing the same record, script style.

App: the planner keeps one JSON record per supplier for the Patel-O'Connor wedding (Sat 20 June 2026) in namespace
("weddings", "patel-oconnor-20jun26"). Two things write the caterer's record: the planner's own edits, and a reminder
task that reads the record, works out the chase-up date and writes the record back. The couple ask the assistant,
which reads the namespace with ``asearch`` and answers with litellm.

Planted fault (UpdateError, a lost update -- a stale copy put back): the reminder task reads the caterer record
(dietary "TBC - waiting on RSVPs") and, while it works out its date, the planner saves the RSVP tally into it:
"4 veggie, 2 vegan, 1 coeliac (Auntie Meena), 1 nut allergy (Liam's +1) - 8 special, rest on the lamb". The task
then puts back its stale copy with only its reminder date changed, and the tally is gone. Question (the bride, 2 June):
"How many special-diet meals do we need to tell Saffron & Sage about?" -> expected "8: 4 vegetarian, 2 vegan, 1
coeliac and 1 nut allergy". The assistant says the dietary numbers are still TBC.

Expected verdict: UpdateError at the reminder task's langgraph.store.put (fault() wraps that one aput). Asserted: the
planner's put stored the tally; after the stale put neither the stored record nor the context holds it. Another
reading: none that we see -- the planner's put itself was right, and nothing deleted the record.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b15_langgraph_wedding_dietary_stale_put", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("weddings", "patel-oconnor-20jun26")
SUPPLIERS = {
    "caterer": {"supplier": "Saffron & Sage (Dev)", "menu": "sharing starters, lamb shoulder or paneer main, Eton mess",
                "price": "GBP 58pp x 96 + service 10%", "dietary": "TBC - waiting on RSVPs",
                "chase": "final numbers due 14 days before"},
    "venue": {"supplier": "Hollins Barn", "notes": "ceremony 1pm in the orchard (wet weather: the hayloft), "
                                                   "carriages 11.30pm, 96 seated max"},
    "band": {"supplier": "The Fairweathers", "notes": "2 x 45 min sets from 8.30, first dance 'Golden Hour', "
                                                      "GBP 1.2k, 50% dep paid"},
}
TALLY = ("4 veggie, 2 vegan, 1 coeliac (Auntie Meena), 1 nut allergy (Liam's +1) - 8 special, rest on the lamb")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main():
    store = InMemoryStore()
    for key, value in SUPPLIERS.items():
        await store.aput(NS, key, value)

    read_done, planner_done = asyncio.Event(), asyncio.Event()

    async def reminder_task():
        item = await store.aget(NS, "caterer")
        stale = dict(item.value)
        read_done.set()
        await planner_done.wait()  # the planner saves the RSVP tally meanwhile
        stale["chase"] = "final numbers due 14 days before: chase Dev on Sat 6 June"
        with fault():
            await store.aput(NS, "caterer", stale)

    async def planner_edit():
        await read_done.wait()
        item = await store.aget(NS, "caterer")
        await store.aput(NS, "caterer", {**item.value, "dietary": TALLY})
        assert "8 special" in (await store.aget(NS, "caterer")).value["dietary"]
        planner_done.set()

    await asyncio.gather(reminder_task(), planner_edit())

    question = "How many special-diet meals do we need to tell Saffron & Sage about?"
    hits = await store.asearch(NS, limit=10)
    context = [f"{h.key}: {flat(h.value)}" for h in hits]
    assert any("TBC - waiting on RSVPs" in c for c in context), context
    assert not any("coeliac" in c or "8 special" in c for c in context), context
    reply = answer(question, context, mock="The caterer's record still has the dietary requirements as TBC - "
                                           "waiting on RSVPs, so I don't have a number of special-diet meals for "
                                           "Saffron & Sage yet.")
    finish(question, expected="8: 4 vegetarian, 2 vegan, 1 coeliac and 1 nut allergy", actual=reply)


asyncio.run(main())
