"""Batch 42 (held out). A couple's allotment and hens: LangGraph InMemoryStore (sync), two writers in threads.

App: Jan and Mick have plot 23 at Mill Lane allotments, with five hens (Blossom, Hetty, Mabel, Pepper and Dot) in a
run at the bottom. Their jobs and notes are a LangGraph store: one record per topic in ``("plot23", "topics")``
(key = topic; value = a few fields) and their texts to each other in ``("plot23", "texts")``; the assistant
answers from both. Two things write the hens record at once: the egg-tally sync (it reads the record, adds the
week's count from Jan's spreadsheet and writes the whole record back) and Mick, who has just sorted out who sees to
the hens while they are in Whitby.

Planted fault (UpdateError, lost update): the egg sync read the hens record before Mick's edit ("Pauline can't do it
w her hip. the chair's lad Kieran (Colin's son) is doing 8am + 6pm, £5 a day, shown him the padlock code + where the
corn is") and writes back its stale copy, whose "while away" still says "ask Pauline (plot 14)?? she did it last
yr". Question (Fri 17/10): "who's seeing to the hens while we're in Whitby?" -> expected the committee chair's son
(Kieran). The assistant says Pauline from plot 14.

Expected verdict: UpdateError at langgraph.store.put, the egg sync's put (inside fault()). Asserted: Mick's edit is
in the record before the sync's put and missing from the final context, which has the old "ask Pauline". Another
reading: none that we see; nothing is deleted, and the texts never name who is doing it.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b42_langgraph_allotment_hen_sitter_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TOPICS = ("plot23", "topics")
TEXTS = ("plot23", "texts")
KEY = "hens"
RECORDS = {
    KEY: {"flock": "5 - Blossom, Hetty, Mabel, Pepper, Dot", "feed": "layers pellets am, mixed corn scatter pm, "
          "fresh water every day, grit pot topped up sundays", "rota": "Jan wkdays before work, Mick wknds",
          "while away": "ask Pauline (plot 14)?? she did it last yr", "eggs": "wk to 5/10: 19"},
    "beds": {"status": "garlic in 12/10, broad beans (Aquadulce) next wk, leeks still going",
             "to do": "dig over bed 3, manure from the stables Sat"},
    "shed": {"status": "roof felt torn at the back, patched w gaffer for now", "to do": "new felt £24 from Wickes"},
    "rent": {"status": "£62 for the yr incl water, due 1 Nov to Colin (chair)", "to do": "pay cash at the AGM"},
}
TEXT_MSGS = [
    ("9/10", "Jan", "Whitby's booked!! sat 18th to wed 22nd, the cottage on Henrietta St"),
    ("10/10", "Mick", "Pepper's gone a bit quiet, checked her over, crop's fine, prob just moulting"),
    ("12/10", "Jan", "22 eggs this wk, gave a box to the couple on plot 9"),
    ("14/10", "Mick", "rang Pauline re the hens, will sort it tonight"),
    ("15/10", "Jan", "red mite powder's running low, get some from Mole Valley if you're passing"),
]
EDIT = ("Pauline can't do it w her hip. the chair's lad Kieran (Colin's son) is doing 8am + 6pm, £5 a day, shown him "
        "the padlock code + where the corn is")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TOPICS, key, record)
for i, (day, who, text) in enumerate(TEXT_MSGS, 1):
    store.put(TEXTS, f"txt-{i:02d}", {"day": day, "from": who, "text": text})

read_done, mick_done = threading.Event(), threading.Event()


def egg_sync() -> None:
    copy = dict(store.get(TOPICS, KEY).value)
    read_done.set()
    mick_done.wait()
    copy.update({"eggs": "wk to 12/10: 22 (sheet)"})
    with fault():
        store.put(TOPICS, KEY, copy)


def mick_phone() -> None:
    read_done.wait()
    item = store.get(TOPICS, KEY)
    store.put(TOPICS, KEY, {**item.value, "while away": EDIT, "edited": "14/10 21:40 Mick"})
    assert "Kieran" in store.get(TOPICS, KEY).value["while away"]
    mick_done.set()


threads = [threading.Thread(target=egg_sync, name="egg-sync"), threading.Thread(target=mick_phone, name="mick-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's seeing to the hens while we're in Whitby?"
topics = store.search(TOPICS, limit=50)
texts = store.search(TEXTS, limit=50)
context = ["Today is Fri 17 Oct 2025."] + [f"{e.key}: {flat(e.value)}" for e in topics] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in texts]
assert any(c.startswith("hens:") and "ask Pauline (plot 14)" in c and "wk to 12/10: 22" in c for c in context), \
    context
assert not any("Kieran" in c or "padlock" in c or "hip" in c for c in context), context
reply = answer(question, context, mock="Pauline on plot 14 - she did it last year. Pellets in the morning, corn in "
                                       "the afternoon and fresh water every day.")
finish(question, expected="The chair's son, Kieran - Pauline's not up to it", actual=reply)
