"""Batch 20 (held out). A primary school PTA's summer fair: LangGraph InMemoryStore (sync), two writers in threads.

App: the Oakfield Primary PTA keeps one record per fair stall (``("pta", "fair-stalls")``, key = stall, value =
slots, float, notes) and a news namespace of committee messages; the assistant answers from a search of both. Two
things write the tombola record at once: the float-counting sync (Gail's spreadsheet import, which reads the
record, waits for the bank run, then writes back the whole copy with the float) and Kirsty's phone, which records a
swap she agreed in the playground.

Planted fault (UpdateError, lost update): the sync read the tombola record before Kirsty's swap ("1-2pm: Becky
instead of Sam - Sam's got her son's swimming gala, they swapped, Becky's doing Sam's 3-4 cake stall slot in
return") and puts back its stale copy, with "1-2pm: Sam" in it. Question (Thu 26/6): "Who's on the tombola 1-2 at
the fair?" -> expected "Becky (swapped with Sam)". The assistant says Sam.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Kirsty's swap is
in the record before the sync's put and missing from the final context, which still says "1-2pm: Sam". Another
reading: none that we see; nothing is deleted, and the news items say nothing of the swap.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b20_langgraph_pta_tombola_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

STALLS = ("pta", "fair-stalls")
NEWS = ("pta", "news")
RECORDS = {
    "tombola": {"stall": "Tombola (bottles + chocolate)", "where": "hall stage end",
                "slots": "12-1pm: Kirsty + Raj; 1-2pm: Sam; 2-3pm: Marie + Gail; 3-4pm: Y6 helpers + Raj",
                "float": "tbc", "notes": "tickets 50p / 5 for GBP 2, ends in 0 and 5 win"},
    "cakes": {"stall": "Cake stall", "where": "playground by the gate",
              "slots": "12-2pm: Marie + Jo; 2-3pm: Becky; 3-4pm: Sam", "float": "GBP 40",
              "notes": "label nuts! price 50p a slice, GBP 1 a traybake"},
    "bouncy": {"stall": "Bouncy castle", "where": "field", "slots": "Bounce-About staff all day, 2 PTA on the queue",
               "float": "GBP 30", "notes": "GBP 1 for 5 mins, under 8s only 12-2"},
}
NEWS_ITEMS = [
    ("2025-06-09", "Fair is Sat 28/6 12-4. Setting up from 10, Mr Dhillon opening the hall at 9.45"),
    ("2025-06-12", "Raffle tickets went home in book bags, stubs back by Fri 27/6"),
    ("2025-06-16", "Floats from the bank - Gail doing the bank run Fri 27/6 am, list of floats to her by Weds"),
    ("2025-06-18", "Sam asked if anyone can do 1-2 on the tombola, she might have a clash - will sort"),
    ("2025-06-20", "Bottle donations for the tombola - 86 so far, need about 120"),
    ("2025-06-23", "Cake stall - Marie needs cake donations in by 11am on the day, boxes in the staffroom"),
    ("2025-06-24", "Y6 can help 3-4 on stalls if a parent's with them, Mrs Ford ok'd it"),
]
SWAP = ("12-1pm: Kirsty + Raj; 1-2pm: Becky instead of Sam - Sam's got her son's swimming gala, they swapped, Becky's "
        "doing Sam's 3-4 cake stall slot in return; 2-3pm: Marie + Gail; 3-4pm: Y6 helpers + Raj")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(STALLS, key, record)
for i, (day, text) in enumerate(NEWS_ITEMS, 1):
    store.put(NEWS, f"news-{i:02d}", {"date": day, "text": text})

read_done, kirsty_done = threading.Event(), threading.Event()


def float_sync() -> None:
    copy = dict(store.get(STALLS, "tombola").value)
    read_done.set()
    kirsty_done.wait()
    copy["float"] = "GBP 50 in coins (GBP 20 in 50ps, GBP 30 in pounds) - Gail has it"
    with fault():
        store.put(STALLS, "tombola", copy)


def kirsty_phone() -> None:
    read_done.wait()
    item = store.get(STALLS, "tombola")
    store.put(STALLS, "tombola", {**item.value, "slots": SWAP, "updated": "Weds 25/6 (Kirsty)"})
    assert "Becky instead of Sam" in store.get(STALLS, "tombola").value["slots"]
    kirsty_done.set()


threads = [threading.Thread(target=float_sync, name="float-sync"),
           threading.Thread(target=kirsty_phone, name="kirsty-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Who's on the tombola 1-2 at the fair?"
stalls = store.search(STALLS, limit=10)
news = store.search(NEWS, limit=50)
context = ["Today is Thu 26/6/25."] + [f"{s.key}: {flat(s.value)}" for s in stalls] + \
          [f"{n.value['date']}: {n.value['text']}" for n in news]
assert any("1-2pm: Sam;" in c for c in context), context
assert not any("Becky instead of Sam" in c for c in context), context
reply = answer(question, context, mock="Sam - she's down for 1-2pm on the tombola (she mentioned a possible clash on "
                                       "the 18th, but the rota still has her).")
finish(question, expected="Becky - she swapped with Sam (Sam's at her son's swimming gala)", actual=reply)
