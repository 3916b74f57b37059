"""Batch 17 (held out). A five-a-side team captain's league notes: LangGraph InMemoryStore (put/search/delete), the
nightly tidy-up in a worker thread.

App: Kev captains "Dynamo Kev" in the Thursday/Tuesday five-a-side league at Goals Eastfield. Each fixture is one
item in ("league", "fixtures") keyed by its round ("r7-athletico"), value {round, when, text}. A tidy-up job runs in
a thread every night and deletes fixtures whose round date has passed (the result is kept in the league table).

Planted fault (DeletionError, a live fixture deleted as played): round 7 against Athletico Nomates (Tue 2/6) was
rained off; Kev edited the item's text to "r7 v Athletico Nomates - waterlogged, off. League say replay Thu 18/6
8pm pitch 3, same ref" but left its round date at 2026-06-02, so the tidy-up on 15 June deletes it with the played
rounds. Question (Mon 15 June): "Which do we play first, the Athletico replay or Real Ale Madrid?" -> expected
"Athletico Nomates - the replay is Thursday 18 June at 8pm (pitch 3), before Real Ale Madrid on Tuesday 23 June".
The assistant only sees Real Ale Madrid and says that is the next game.

Expected verdict: DeletionError at langgraph.store.delete (fault() wraps the tidy-up's delete of the r7 item).
Asserted: before the tidy-up the search returns the replay note; after it, the item is gone from the store and the
context. Another reading: one could call the stale round date a write-time slip, but the write stored the replay
text intact; the delete removed it.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b17_langgraph_fivea_side_fixture_delete", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("league", "fixtures")
FIXTURES = {
    "r5-fc-united-ish": {"round": 5, "date": "2026-05-19",
                         "text": "r5 v FC United-ish Tue 19/5 7pm pitch 1 - won 6-4, Jamal hat-trick"},
    "r6-lokomotiv-lager": {"round": 6, "date": "2026-05-26",
                           "text": "r6 v Lokomotiv Lager Tue 26/5 9pm pitch 2 - lost 3-5, 4 subs only"},
    "r7-athletico": {"round": 7, "date": "2026-06-02",
                     "text": "r7 v Athletico Nomates - waterlogged, off. League say replay Thu 18/6 8pm pitch 3, "
                             "same ref. Need 6 - Ollie away."},
    "r8-real-ale": {"round": 8, "date": "2026-06-23",
                    "text": "r8 v Real Ale Madrid Tue 23/6 7pm pitch 1. Bibs are ours this time (Tom has them)."},
    "r9-inter-yermum": {"round": 9, "date": "2026-06-30",
                        "text": "r9 v Inter Yermum Tue 30/6 8pm pitch 2"},
}
TODAY = "2026-06-15"

store = InMemoryStore()
for key, value in FIXTURES.items():
    store.put(NS, key, value)


def texts() -> list[str]:
    return [h.value["text"] for h in store.search(NS, limit=20)]


question = "Which do we play first, the Athletico replay or Real Ale Madrid?"
assert any("replay Thu 18/6" in t for t in texts())


def tidy_up() -> None:
    for item in store.search(NS, limit=20):
        if item.value["date"] < TODAY and item.key.startswith("r7"):
            with fault():
                store.delete(NS, item.key)
        elif item.value["date"] < TODAY:
            store.delete(NS, item.key)


job = threading.Thread(target=tidy_up)
job.start()
job.join()

context = texts()
assert store.get(NS, "r7-athletico") is None
assert any("Real Ale Madrid" in c for c in context), context
assert not any("Athletico" in c for c in context), context
reply = answer(question, context, mock="Real Ale Madrid on Tue 23 June, 7pm on pitch 1 - I can't see an Athletico "
                                       "game in the fixtures, so that's your next one.")
finish(question, expected="Athletico Nomates first: the replay is Thursday 18 June at 8pm on pitch 3, before Real Ale "
                          "Madrid on Tuesday 23 June", actual=reply)
