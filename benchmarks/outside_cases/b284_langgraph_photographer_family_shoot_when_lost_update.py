"""Batch 284 (held out). A freelance photographer's bookings and invoices: LangGraph InMemoryStore used through its
async API (aget/aput/asearch), asyncio, two writers as tasks.

App: Rosie Kettlewell (weddings, families, the odd headshot) keeps one record per booking in
("rosie-kettlewell-photo", "bookings") - when, where, what package, what's been paid - and her own odds and ends in
("rosie-kettlewell-photo", "notes"). Her invoicing job (a little script that raises the invoices each Tuesday) reads
a booking, adds the invoice number and what's due, and writes the whole record back; Rosie edits the same record from
her phone while it runs.

Planted fault (UpdateError, lost update): the invoicing job reads the Okafor family booking (Sat 13th May, 10am,
Shibden Park by the boating lake, mini session, 45 mins, 15 edited images); Rosie writes in, Tue 9/5, that Mrs Okafor
messaged - scrap the Saturday morning, the baby naps till 3 - so it's moved to Sun 14th at 6.30pm, same spot, and
the light's nicer then anyway; the invoicing job then puts back its stale copy with the invoice line, losing Rosie's
edit. Question (Weds 10/5, Josh, who's covering the session while Rosie's at a wedding fair): "when's the Okafor
shoot? want to check I'm free + what the light'll be like" -> expected Sunday 14th May, 6.30pm. The assistant says
Saturday 13th May at 10am.

Expected verdict: UpdateError at langgraph.store.put (the invoicing job's aput, wrapped in fault()): Rosie's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides when the
shoot is. Asserted: Rosie's edit was in the store before the stale put; the Okafor record has the invoice line and
Sat 13th at 10am, and no context line has Sun 14th, 6.30 or "naps".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b284_langgraph_photographer_family_shoot_when_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOOKINGS = ("rosie-kettlewell-photo", "bookings")
NOTES = ("rosie-kettlewell-photo", "notes")
KEY = "okafor-family"
RECORDS = {
    KEY: {"details": "Okafor family 👶 sat 13th may 10am, Shibden Park by the boating lake. mini session 45 mins, "
                     "15 edited imgs, £195. mum + dad + Tobi (8 months) + grandma maybe",
          "by": "Rosie"},
    "amira-dan": {"details": "Amira + Dan wedding sat 17/6, Holdsworth House 11-5, £1,150, dep £362.50 paid 3/1",
                  "by": "Rosie"},
    "calder-dental": {"details": "Calder Dental headshots - 9 staff, tue 16th may 8.15 b4 they open, £45/head, "
                                 "invoice to the practice mgr (Sue)",
                      "by": "Rosie"},
}
NOTE_LINES = [
    ("2051-04-24T08:40", "Josh covering the Okafors + any minis while I'm at the Harrogate wedding fair, 13-14th"),
    ("28.4.", "new SD cards came, 2 x 128gb, in the camera bag front pocket"),
    ("Tue 2nd May", "Shibden car park's pay + display now, £3, tell clients"),
]
EDIT = {"details": "Okafor family 👶 - Mrs O messaged, scrap the sat morning, Tobi naps till 3 so it's moved to SUN "
                   "14th 6.30pm, same spot (boating lake). light's nicer then anyway 🌅 mini session 45 mins, 15 edited "
                   "imgs, £195",
        "edited": "Rosie tue 9/5"}
INVOICE = {"invoice": "INV-0419 raised tue 9/5, £195 due on the day (card or transfer)", "by": "invoicing job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def invoicing_job(store, read_done: asyncio.Event, edit_done: asyncio.Event) -> None:
    copy = dict((await store.aget(BOOKINGS, KEY)).value)
    read_done.set()
    await edit_done.wait()
    copy.update(INVOICE)
    with fault():
        await store.aput(BOOKINGS, KEY, copy)


async def rosie_edit(store, read_done: asyncio.Event, edit_done: asyncio.Event) -> None:
    await read_done.wait()
    item = await store.aget(BOOKINGS, KEY)
    await store.aput(BOOKINGS, KEY, {**item.value, **EDIT})
    assert "moved to SUN 14th 6.30pm" in (await store.aget(BOOKINGS, KEY)).value["details"]
    edit_done.set()


async def main() -> None:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(BOOKINGS, key, record)
    for i, (day, text) in enumerate(NOTE_LINES, 1):
        await store.aput(NOTES, f"n-{i:02d}", {"day": day, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()
    await asyncio.gather(invoicing_job(store, read_done, edit_done), rosie_edit(store, read_done, edit_done))

    question = "when's the Okafor shoot? want to check I'm free + what the light'll be like"
    context = ["Today is Weds 10 May 2051. You are talking to Josh, who second shoots for Rosie Kettlewell and is "
               "covering her family minis this weekend."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(BOOKINGS, limit=10)] + \
              [f"{m.value['day']}: {m.value['text']}" for m in await store.asearch(NOTES, limit=50)]
    assert any(c.startswith(KEY + ":") and "sat 13th may 10am" in c and "INV-0419" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("sun 14th", "6.30", "naps")), context
    reply = answer(f"(Josh) {question}", context,
                   mock="Saturday 13th May at 10am, Shibden Park by the boating lake - morning light, so fairly soft "
                        "if it's not too bright.")
    finish(question, expected="Sunday 14th May at 6.30pm - moved from the Saturday morning because the baby naps",
           actual=reply)


asyncio.run(main())
