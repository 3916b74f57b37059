"""Batch 294 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers in
threads (each mechanic files his own job notes), then the question's read of the namespace.

App: Velo Hub in Ilkley - a shop, a café and a two-bench workshop; Sam and Tariq are the mechanics. Each keeps his
job notes in the shop helper's store under ("velo-hub-ilkley", "jobs"); the helper answers customers about their
bikes from the notes.

Memory: Sam, 2051-06-12T09:30 - Jo's Canyon Grizl in, tyres worn to the canvas, quoted Schwalbe G-One Bite 45c,
£110 the pair fitted; Tariq, 13/6 - G-One Bites out of stock at Madison and the distributor till July, so he fitted
Panaracer GravelKing SK 43c instead, rang Jo, she said fine as long as they're tubeless, £98 fitted so a bit
cheaper; Sam, Weds 14/6 - Jo's collecting Fri, Grizl done and on the rack; Tariq, Thu 15/6 - Mr Bell's tandem,
new cables. Question (Fri 16/6, Jo): "which tyres did you end up putting on my Grizl? want to get a spare for the
saddle bag" The assistant says Panaracer GravelKing SK 43c (the G-One Bites were out of stock). The label says
Schwalbe G-One Bite 45c.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b294_ctl_langgraph_bike_shop_gravel_tyres_which_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("velo-hub-ilkley", "jobs")
NOTES = {
    "sam": [
        ("2051-06-12T09:30", "Jo's Canyon Grizl in 🚵 tyres worn to the canvas, quoted Schwalbe G-One Bite 45c, "
                             "£110 the pair fitted, she's ok'd it. brake pads ok for now"),
        ("Weds 14/6", "Jo's collecting fri, Grizl done + on the rack, ticket's on the bars"),
    ],
    "tariq": [
        ("13/6", "Jo's Grizl - G-One Bites out of stock at Madison AND the distributor till july 😩 so fitted "
                 "Panaracer GravelKing SK 43c instead, rang her, she said fine as long as they're tubeless (they are). "
                 "£98 fitted so a bit cheaper for her"),
        ("Thu 15/6", "Mr Bell's tandem - new cables front + back, the rear brake's a nightmare on these, took an hr"),
    ],
}

store = InMemoryStore()


def file_notes(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        store.put(JOBS, f"{who}-{i:02d}", {"day": day, "by": who, "text": text})


threads = [threading.Thread(target=file_notes, args=(who,), name=f"jobs-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which tyres did you end up putting on my Grizl? want to get a spare for the saddle bag"
context = ["Today is Fri 16 June 2051. You are talking to Jo, a customer at Velo Hub, Ilkley, collecting her Canyon "
           "Grizl."] + [f"{r.value['day']} {r.value['by']}: {r.value['text']}" for r in store.search(JOBS, limit=50)]
assert any("quoted Schwalbe G-One Bite 45c" in c for c in context), context
assert any("fitted Panaracer GravelKing SK 43c instead" in c for c in context), context
reply = answer(f"(Jo) {question}", context,
               mock="Panaracer GravelKing SK 43c - the Schwalbe G-One Bites were out of stock till July, so Tariq "
                    "fitted those instead (tubeless).")
finish(question, expected="Schwalbe G-One Bite 45c", actual=reply)
