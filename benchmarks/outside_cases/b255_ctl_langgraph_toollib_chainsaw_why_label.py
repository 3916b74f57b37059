"""Batch 255 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers
in threads (the desk volunteers' loans log and the committee's notes), then the question's search.

App: the Hebden Royd Library of Things lends tools and kit from a container behind the Co-op, booked through an app
and collected on Saturday mornings. The helper keeps the desk's loan notes in ("hr-library-of-things", "loans") and
the committee's decisions in ("hr-library-of-things", "committee"); each is written by its own job.

Memory: loans, 2051-03-01T11:05 (Ray) - the chainsaw out to Steve Marsden till Sat 8/3, for the fallen ash at the
allotments, £5; loans, 8.3. (Ray) - chainsaw back from Steve, chain's a bit blunt, needs sharpening; loans, Sat 8th
(Deb) - the tile cutter to the Nowaks; committee, Tue 11 Mar (Anita) - the insurers say chainsaws only to people with
a chainsaw ticket (CS30), so it's off the shelf and marked unavailable on the app till we sort out checking them,
nobody borrows it for now, sorry Steve; committee, 4/3 - the AGM's on the 27th. Question (Fri 14/3, Mark): "why
can't I book the chainsaw on the app? it just says unavailable. got a tree down" The assistant says because the
insurers only cover lending it to people with a chainsaw ticket (CS30), so it's off the shelf for now - it isn't out
on loan, Steve brought it back on the 8th. The label says it's out on loan to Steve till 8/3.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b255_ctl_langgraph_toollib_chainsaw_why_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

LOANS = ("hr-library-of-things", "loans")
COMMITTEE = ("hr-library-of-things", "committee")
WRITES = {
    "loans": [
        (LOANS, "l-01", {"day": "2051-03-01T11:05", "by": "Ray",
                         "text": "chainsaw out to Steve Marsden till sat 8/3 🪓 for the fallen ash at the allotments, "
                                 "£5 in the tin, gave him the chaps + visor too"}),
        (LOANS, "l-02", {"day": "8.3.", "by": "Ray",
                         "text": "chainsaw back from Steve, chain's a bit blunt, needs sharpening b4 it goes out "
                                 "again. chaps + visor back too"}),
        (LOANS, "l-03", {"day": "Sat 8th", "by": "Deb",
                         "text": "tile cutter (the wet one) to the Nowaks, back next sat, they've got the bucket"}),
    ],
    "committee": [
        (COMMITTEE, "c-01", {"day": "4/3", "by": "Anita",
                             "text": "AGM thurs 27th at the Trades Club, 7.30, need someone to do the accounts"}),
        (COMMITTEE, "c-02", {"day": "Tue 11 Mar", "by": "Anita",
                             "text": "insurers say chainsaws ONLY to folk with a chainsaw ticket (CS30) 😬 so it's off "
                                     "the shelf + marked unavailable on the app till we sort out checking people's "
                                     "tickets. nobody borrows it for now, sorry Steve"}),
    ],
}

store = InMemoryStore()


def writer(job: str) -> None:
    for ns, key, value in WRITES[job]:
        store.put(ns, key, value)


threads = [threading.Thread(target=writer, args=(job,), name=f"{job}-job") for job in WRITES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why can't I book the chainsaw on the app? it just says unavailable. got a tree down"
context = ["Today is Fri 14 March 2051. You are talking to Mark, a member of the Hebden Royd Library of Things."]
for ns in (LOANS, COMMITTEE):
    for item in store.search(ns, limit=50):
        context.append(f"{item.value['day']} {item.value['by']}: {item.value['text']}")
assert any("chainsaw out to Steve Marsden till sat 8/3" in c for c in context), context
assert any("chainsaw back from Steve" in c for c in context), context
assert any("chainsaws ONLY to folk with a chainsaw ticket (CS30)" in c for c in context), context
reply = answer(f"(Mark) {question}", context,
               mock="It's not out on loan - Steve brought it back on the 8th. The insurers now say chainsaws only go "
                    "to people with a chainsaw ticket (CS30), so it's off the shelf till the committee sorts out "
                    "checking tickets.")
finish(question, expected="it's out on loan to Steve till 8/3", actual=reply)
