"""Batch 16 (held out). Two-person candle stall at craft fairs: LangGraph InMemoryStore (sync get/put/search), two
writers in threads.

App: Mel and her sister Lou share one record per fair in the store (namespace ("stall", "fairs")). Lou's phone runs
the end-of-day sales tally: it reads the fair record, adds up the day's takings and writes the whole record back.
Mel edits the same record from the organiser's email.

Planted fault (UpdateError, lost update): on Saturday evening the tally reads the "hollybank-xmas" record, Mel then
saves the organiser's change ("pitch: B14 in Hall 2, next to the cafe hatch - moved from A7, main hall has a leak;
unload from the side door, 7.30-9.15"), and the tally writes back its stale copy with Saturday's takings, so the
pitch goes back to "A7, main hall". Question: "Which pitch are we on for Sunday at Hollybank?" -> expected "B14 in
Hall 2, by the cafe hatch". The assistant says A7 in the main hall.

Expected verdict: UpdateError at langgraph.store.put (fault() wraps the tally's put). Asserted: Mel's put stored the
B14 pitch; after the tally's put the record and the context say A7. Another reading: none that we see.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b16_langgraph_craftfair_pitch_stale_put", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("stall", "fairs")
FAIRS = {
    "hollybank-xmas": {"dates": "Sat 28 + Sun 29 Nov, 10-4", "pitch": "A7, main hall (6ft table, own cloth)",
                       "fee": "GBP 55 both days, paid 2/10", "takings": "-"},
    "st-marys-spring": {"dates": "Sat 14 Mar 10-3", "pitch": "12 (outside, gazebo)", "fee": "GBP 20 + raffle prize",
                        "takings": "GBP 186"},
}
NEW_PITCH = "B14 in Hall 2, next to the cafe hatch - moved from A7, main hall has a leak; unload side door 7.30-9.15"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, value in FAIRS.items():
    store.put(NS, key, value)

read_done, mel_done = threading.Event(), threading.Event()


def tally() -> None:
    copy = dict(store.get(NS, "hollybank-xmas").value)
    read_done.set()
    mel_done.wait()
    copy["takings"] = "Sat GBP 342 (cash 118, card 224), 31 candles + 9 melts"
    with fault():
        store.put(NS, "hollybank-xmas", copy)


def mel_edit() -> None:
    read_done.wait()
    item = store.get(NS, "hollybank-xmas")
    store.put(NS, "hollybank-xmas", {**item.value, "pitch": NEW_PITCH})
    assert "B14" in store.get(NS, "hollybank-xmas").value["pitch"]
    mel_done.set()


threads = [threading.Thread(target=tally), threading.Thread(target=mel_edit)]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Which pitch are we on for Sunday at Hollybank?"
hits = store.search(NS, limit=10)
context = [f"{h.key}: {flat(h.value)}" for h in hits]
assert any("A7, main hall" in c for c in context), context
assert not any("B14" in c for c in context), context
reply = answer(question, context, mock="You're on pitch A7 in the main hall at Hollybank (6ft table, bring your own "
                                       "cloth).")
finish(question, expected="B14 in Hall 2, next to the cafe hatch", actual=reply)
