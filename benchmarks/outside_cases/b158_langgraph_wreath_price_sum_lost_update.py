"""Batch 158 (held out). A WI's Christmas wreath workshop: LangGraph InMemoryStore (sync), two writers in threads.

App: Marsden Moor WI run a Christmas wreath workshop in the Mechanics Hall on Sat 5th Dec 2037, 2-4.30 (a wire ring,
moss off the top field, holly and ivy from Joan's garden, six tables of five, mince pies and mulled wine). The WI's
helper keeps one record per part of the workshop in ("wreaths", "plan") - tickets, materials, tables - and odd notes
in ("wreaths", "notes"). The bookings job reads the tickets record, adds how many are booked and writes the whole
record back; Carol, the treasurer, edits the same record at the same time.

Planted fault (UpdateError, lost update): the bookings job reads the tickets record (members £12, guests £15, ring,
moss, holly and ivy, ribbon and cones all in, a mince pie and a mulled wine); Carol writes in, on Mon 16/11, that the
ribbon and cones aren't in it any more - the wholesaler's put everything up - £2.50 a pack if you want one, members
and guests the same as before; the bookings job then puts back its stale copy with the bookings, losing her edit.
Question (Tue 24/11, Pat): "how much for me + my sister in law? she's not in WI. we both want the ribbon + cones" ->
expected £32 (£12 + £15 + 2 x £2.50). The assistant says £27, ribbon and cones included.

Expected verdict: UpdateError at langgraph.store.put (the bookings job's put, wrapped in fault()): Carol's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the sum.
Asserted: Carol's edit was in the store before the stale put; the tickets record has the bookings and the ribbon and
cones included, and no context line mentions £2.50 or the wholesaler.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b158_langgraph_wreath_price_sum_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("wreaths", "plan")
NOTES = ("wreaths", "notes")
KEY = "tickets"
RECORDS = {
    KEY: {"prices": "members £12, guests £15. ring, moss, holly + ivy, ribbon + cones all in, + a mince pie + a "
                    "mulled wine. pay Carol at the Nov meeting or on the day",
          "set by": "Carol (treasurer)"},
    "materials": {"details": "moss off the top field (Joan's cousin's), 4 sacks drying in Joan's shed. holly + ivy "
                             "from Joan's garden. 30 wire rings ordered", "who": "Joan"},
    "tables": {"details": "6 tables of 5, trestles from the Scouts, oilcloth on the lot - the moss gets everywhere. "
                          "Margaret demo'ing at the front", "who": "Margaret"},
}
NOTE_LINES = [
    ("14/10", "Margaret", "bring secateurs + gloves, holly's vicious. aprons if you've got em"),
    ("Weds 28 Oct", "Joan", "mulled wine - I'll do 2 batches, 1 without for the drivers"),
    ("2037-11-20T10:30", "Margaret", "Mechanics Hall booked 1-5 so we can set up, Ted has the key"),
]
EDIT = {"prices": "members £12, guests £15 still, but the ribbon + cones aren't in it any more - the wholesaler's put "
                  "everything up - so £2.50 a pack if you want one. ring, moss, holly + ivy in, + a mince pie + a "
                  "mulled wine. pay Carol at the Nov meeting or on the day",
        "edited": "Carol Mon 16/11"}
BOOKINGS = {"booked": "24 of 30 booked (17 members, 7 guests), list's w Carol, 6 places left", "by": "bookings job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def bookings_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOOKINGS)
    with fault():
        store.put(PLAN, KEY, copy)


def treasurer_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "£2.50 a pack" in store.get(PLAN, KEY).value["prices"]
    edit_done.set()


threads = [threading.Thread(target=bookings_job, name="wi-wreath-bookings-job"),
           threading.Thread(target=treasurer_edit, name="carol-treasurer-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much for me + my sister in law? she's not in WI. we both want the ribbon + cones"
context = ["Today is Tue 24 November 2037. You are talking to Pat, a member of Marsden Moor WI, about the Christmas "
           "wreath workshop on Sat 5 December."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "ribbon + cones all in" in c and "24 of 30 booked" in c for c in context), \
    context
assert not any("£2.50" in c or "wholesaler" in c for c in context), context
reply = answer(question, context, mock="£27 - £12 for you and £15 for your sister-in-law as a guest; the ribbon and "
                                       "cones are included.")
finish(question, expected="£32 - £12 + £15 and £2.50 each for the ribbon and cones, which aren't included any more",
       actual=reply)
