"""Batch 248 (held out). A wedding florist's bookings: LangGraph InMemoryStore used through its async API (aget /
aput / asearch), asyncio, two writers as tasks.

App: Wild Iris Flowers (Nicola, in Hebden Bridge) has Priya and Sam's wedding on Sat 18th June 2050 at the
Birchcliffe Centre - bouquets, buttonholes, table jars and a big urn for the entrance. The shop's helper keeps one
record per part of each booking in ("wild-iris", "priya-sam-2050") - the order, the money, the delivery - and the
invoice job (a little script that emails the balance reminders four weeks before) reads the money record, sends the
reminder, and writes the record back with "reminder sent". Nicola edits the same record from her phone.

Planted fault (UpdateError, lost update): the invoice job reads the money record (quote £1,640, £400 deposit paid
14/2/50 by BACS, balance £1,240 due by Fri 20th May); while its email goes, Nicola writes in (Mon 16 May) that Priya
has added a flower arch for the ceremony (£280) and two more buttonholes (£12 each), so it's £1,944 all in and the
balance is £1,544, same date; the invoice job then puts back its stale copy with "reminder sent", losing Nicola's
edit. Question (Tue 17/5, Becca, Nicola's Saturday girl, with Priya on the phone): "how much is the balance on Priya
+ Sam's wedding? she wants to pay it today" -> expected £1,544 (the arch and the two buttonholes added). The
assistant says £1,240.

Expected verdict: UpdateError at langgraph.store.put (the invoice job's aput, wrapped in fault()): Nicola's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
balance. Asserted: Nicola's edit was in the store before the stale put; the money record has "reminder sent" and the
£1,240 balance, and no context line has 1,544, the arch or 1,944.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b248_langgraph_florist_wedding_balance_how_much_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("wild-iris", "priya-sam-2050")
KEY = "money"
RECORDS = {
    "order": {"details": "Priya + Sam sat 18th June, Birchcliffe Centre. bride - hand tied, dahlias (cafe au lait) "
                         "+ pampas + eucalyptus. 2 bridesmaids smaller versions, 6 buttonholes, 12 table jars, big "
                         "urn for the entrance. NO lilies (Sam's mum allergic)",
              "by": "Nicola", "when": "2050-02-10T12:20"},
    KEY: {"details": "quote £1,640 for the lot. deposit £400 pd 14/2/50 (BACS). balance £1,240 due 4 wks before, "
                     "ie by fri 20th May",
          "by": "Nicola", "when": "14/2"},
    "delivery": {"details": "fri 17th eve - jars + urn to Birchcliffe (caretaker Dean, 07700 900418, there till 7). "
                            "sat 10am bouquets + buttonholes to Priya's mum's on Heptonstall Rd",
                 "by": "Nicola", "when": "Thu 12/5"},
}
EDIT = {"details": "Mon 16 May - Priya's added a flower arch for the ceremony (£280) + 2 more buttonholes (£12 each) "
                   "so its £1,944 all in now, deposit £400 pd 14/2, balance £1,544 still due fri 20th. told her "
                   "arch goes back to the shop after, its hired not bought",
        "by": "Nicola", "when": "Mon 16 May"}
SENT = {"reminder": "balance reminder emailed to priya.k.patel@example.com 16/5 09:02", "by": "invoice job"}


def flat(key: str, value: dict) -> str:
    return f"{key}: " + "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(NS, key, record)

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def invoice_job() -> None:
        copy = dict((await store.aget(NS, KEY)).value)
        read_done.set()
        await edit_done.wait()  # the reminder email goes out
        copy.update(SENT)
        with fault():
            await store.aput(NS, KEY, copy)

    async def nicola_edit() -> None:
        await read_done.wait()
        item = await store.aget(NS, KEY)
        await store.aput(NS, KEY, {**item.value, **EDIT})
        assert "balance £1,544 still due" in (await store.aget(NS, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(invoice_job(), nicola_edit())

    question = "how much is the balance on Priya + Sam's wedding? she wants to pay it today"
    context = ["Today is Tue 17 May 2050. You are talking to Becca, who helps in the shop at Wild Iris Flowers."] + \
              [flat(r.key, r.value) for r in await store.asearch(NS, limit=10)]
    assert any(c.startswith(KEY + ":") and "balance £1,240" in c and "reminder emailed" in c for c in context), \
        context
    assert not any(w in c.lower() for c in context for w in ("1,544", "arch", "1,944")), context
    return answer(f"(Becca) {question}", context,
                  mock="The balance is £1,240 - that's the £1,640 quote less the £400 deposit, due by Friday.")


reply = asyncio.run(main())
finish("how much is the balance on Priya + Sam's wedding? she wants to pay it today",
       expected="£1,544 - Priya added a flower arch and two buttonholes, so it's £1,944 less the £400 deposit",
       actual=reply)
