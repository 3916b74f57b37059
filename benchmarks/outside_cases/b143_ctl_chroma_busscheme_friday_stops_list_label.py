"""Batch 143 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Mo's office notes and the drivers' notes, each added by its own thread), then the question's query.

App: the Bradfield & Dungworth community bus (volunteer drivers, a 16-seat minibus) runs a Friday shopping run to
Hillsborough. Mo, who does the bookings, and the drivers add their notes to one chroma collection; the helper answers
from a query of it.

Memory: Mo 14/3: the Friday run picks up at Dungworth 9.30, Low Bradfield 9.40, Bradfield Dale (the phone box) 9.50
and Worrall 10.05, then Hillsborough for 10.30, back at 1; Ken 22.3.: nobody's got on at Bradfield Dale since
Christmas - Edna's gone into Fulwood House and her neighbour drives now - so he goes straight over the top from Low
Bradfield, saves 10 minutes, Mo knows; Bev Weds 8 Apr: the tail lift; Mo 16th may: passes. Question (Tue 19/5, Raj, a
new driver doing his first Friday): "which stops does the friday bus do? doing it on my own for the first time" The
assistant says Dungworth, Low Bradfield and Worrall (nobody gets on at Bradfield Dale now). The label says Dungworth,
Low Bradfield, Bradfield Dale and Worrall - in memory, the stops on Mo's March timetable.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b143_ctl_chroma_busscheme_friday_stops_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

OFFICE = [
    "Mo 14/3 - FRIDAY shopping run: Dungworth 9.30, Low Bradfield 9.40, Bradfield Dale 9.50 (the phone box), Worrall "
    "10.05, Hillsborough for 10.30ish, back for 1. max 14 booked",
    "Mo 16th may - new passes from SYPTE for 2037/38, everyone needs to show the new one from 1st june",
]
DRIVERS = [
    "Ken 22.3. - nobody's got on at Bradfield Dale since xmas, Edna's gone into Fulwood House + her neighbour "
    "drives now. so I go straight over the top from Low Bradfield on fridays, saves 10 min. Mo knows",
    "Bev Weds 8 Apr - tail lift sticking again on the way down, lift it by hand the last bit. reported to Mo",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bradfield-bus-notes",
                                        embedding_function=offline.chroma_embedding_function())


def writer(prefix: str, lines: list[str]) -> None:
    for i, text in enumerate(lines, 1):
        notes.add(ids=[f"{prefix}-{i:02d}"], documents=[text], metadatas=[{"from": prefix}])


threads = [threading.Thread(target=writer, args=("office", OFFICE), name="office-notes"),
           threading.Thread(target=writer, args=("drivers", DRIVERS), name="drivers-notes")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which stops does the friday bus do? doing it on my own for the first time"
hits = notes.query(query_texts=["friday run stops pick ups Bradfield Dale Dungworth Worrall"],
                   n_results=4)["documents"][0]
context = ["Today is Tue 19 May 2037. You are talking to Raj, a new volunteer driver on the Bradfield & Dungworth "
           "community bus, doing the Friday run on his own for the first time."] + hits
assert any("Bradfield Dale 9.50 (the phone box)" in c for c in context), context
assert any("nobody's got on at Bradfield Dale since xmas" in c for c in context), context
reply = answer(question, context, mock="Dungworth 9.30, Low Bradfield 9.40 and Worrall about 10.05, then Hillsborough. "
                                       "Ken goes straight over the top from Low Bradfield - nobody gets on at "
                                       "Bradfield Dale now.")
finish(question, expected="Dungworth, Low Bradfield, Bradfield Dale and Worrall", actual=reply)
