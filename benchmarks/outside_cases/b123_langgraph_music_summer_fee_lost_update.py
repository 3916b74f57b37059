"""Batch 123 (held out). A toddler music class's term planning: LangGraph InMemoryStore (sync), two writers in
threads.

App: Little Notes, a toddler music class at St John's hall (Tuesday mornings, 9.30 for the babies and walkers, 10.30
for the 2-3s), keeps one record per term in ("littlenotes", "terms") (dates, fees, what's on) and notes on the
families in ("littlenotes", "families"). The booking job reads the term record, adds the register counts and writes
the whole record back; Kirsty, who runs the class, edits the same record at the same time.

Planted fault (UpdateError, lost update): the booking job reads the summer term (6 weeks, £5 a session, £30 the
block, siblings half price); Kirsty writes that it's £6.50 a session from this term - the hall's put the rent up
from £18 to £25 a morning - so £39 the block, and siblings are £3 a session (£18); the job then puts back its stale
copy with the register counts, losing her edit. Question (Fri 24/4, Jess, Alfie and Maisie's mum): "how much do i
owe for the summer block for alfie + maisie? want to transfer it tonight" -> expected £57 (£39 + £18). The
assistant says £45 (£30 + £15).

Expected verdict: UpdateError at langgraph.store.put (the booking job's put, wrapped in fault()): Kirsty's write
landed and the later put from a copy read before it overwrote it, so the store lost the fees that decide the sum.
Asserted: Kirsty's edit was in the store before the stale put; the record has the register counts and the £5 fee,
and no context line has £6.50 or the rent.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b123_langgraph_music_summer_fee_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TERMS = ("littlenotes", "terms")
FAMILIES = ("littlenotes", "families")
KEY = "summer-1-2037"
ITEMS = {
    "spring-2-2037": {"term": "Spring 2: Tue 24th Feb - 31st Mar, 6 wks", "fees": "£5 a session, £30 the block"},
    KEY: {"term": "Summer 1: Tue 28th Apr - Tue 2nd Jun, 6 wks (no class 26th May, half term)",
          "fees": "£5 a session, £30 the block up front, siblings half price",
          "theme": "under the sea - shakers, ocean drum, parachute, bubbles wk 6"},
    "summer-2-2037": {"term": "Summer 2: Tue 9th Jun - 14th Jul, 6 wks",
                      "theme": "teddy bears' picnic, outside if dry"},
}
FAMILY_NOTES = [
    ("14/3", "Jess - Alfie (2 in march) in the 10.30, Maisie 10 months joining him from summer 1, sibling rate. pays "
             "by transfer, ref LN-ALFIE"),
    ("22.3.", "Priya - twins Arjun + Kavi 9.30, both walking now!! move up to 10.30 in sept"),
    ("Weds 8 Apr", "Becky (Theo) off for 2 wks in May, Lanzarote - no refund for missed wks, said she's fine w that"),
]
EDIT = {"fees": "£6.50 a session from this term (hall's put the rent up from £18 to £25 a morning, ugh) so £39 the "
                "block, siblings £3 a session (£18 the block). pay by the 1st wk pls",
        "edited": "Kirsty, mon 20/4"}
BOOKED = {"register": "9.30 - 11 families (2 spaces), 10.30 - 8 families FULL, waiting list Holly + Finn"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(TERMS, key, record)
for i, (day, text) in enumerate(FAMILY_NOTES, 1):
    store.put(FAMILIES, f"f-{i:02d}", {"day": day, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def booking_job() -> None:
    copy = dict(store.get(TERMS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOOKED)
    with fault():
        store.put(TERMS, KEY, copy)


def kirsty_edit() -> None:
    read_done.wait()
    item = store.get(TERMS, KEY)
    store.put(TERMS, KEY, {**item.value, **EDIT})
    assert "£6.50 a session" in store.get(TERMS, KEY).value["fees"]
    edit_done.set()


threads = [threading.Thread(target=booking_job, name="booking-job"),
           threading.Thread(target=kirsty_edit, name="kirsty-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do i owe for the summer block for alfie + maisie? want to transfer it tonight"
context = ["Today is Fri 24 April 2037. You are talking to Jess, mum of Alfie and Maisie."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TERMS, limit=10)] + \
          [f"{n.value['day']}: {n.value['text']}" for n in store.search(FAMILIES, limit=50)]
assert any(c.startswith(KEY) and "£5 a session" in c and "register" in c for c in context), context
assert not any("6.50" in c or "rent" in c or "£39" in c for c in context), context
reply = answer(question, context, mock="£45 - £30 for Alfie's block and £15 for Maisie at half price. Use the "
                                       "reference LN-ALFIE.")
finish(question, expected="£57 - £39 for Alfie (£6.50 x 6) and £18 for Maisie at the £3 sibling rate",
       actual=reply)
