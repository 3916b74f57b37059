"""Batch 121 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the office and the van), then a query.

App: the Wolds mobile library van's notes go into one chroma collection from two places at once: the office
(timetables, requests) and the van (Mick's driver log, typed on his phone at the stops); the helper answers the
library staff from a query of it.

Memory: the friday timetable, Ashby Green by the bus shelter 10-10.45 (45 mins), then Ashby primary 11-12; Mick, 3/4:
there's been a queue at Ashby Green every week since the new estate went in, he's run over to 11 three weeks running,
Jan says just stay the hour there, 10 till 11, and the school are happy to have the van at quarter past. Question
(Thu 16/4, Priya on the library desk, a borrower on the phone): "how long's the van at ashby green on a friday? a
lady's asking, her mum can't stand in the queue long" The assistant says an hour, 10 till 11. The label says 45
minutes - the timetable's figure, in memory, but they stay the hour now.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b121_ctl_chroma_libvan_ashby_green_howlong_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

OFFICE = [
    "FRIDAY ROUND: Ashby Green (by the bus shelter) 10-10.45, 45 mins. Ashby primary 11-12 (class visits). Ferriby "
    "green 1.30-2.15. Skelby church 2.45-3.30. back to base by 4",
    "requests 14/3 - the new Ian Rankin for Mr Dale (Ashby Green), 2 jigsaws for the Ferriby WI, large print "
    "Cooksons x3 Mrs Pryce",
    "van off the road 22.3. for its MOT, no rounds that day, notices up at the stops",
]
VAN = [
    "3/4 ashby green - queue AGAIN, new estate's brought loads, ran over to 11 three wks running now. Jan says just "
    "stay the hour, 10 till 11, school are happy to have us at quarter past. Mick",
    "skelby - ash tree by the church gate still scraping the roof, rang the council Weds 8 Apr",
    "ferriby 10/4 - only 6 in, rain. Mrs Pryce's Cooksons dropped at hers",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wolds-libvan-notes", embedding_function=offline.chroma_embedding_function())


def writer(source: str, texts: list[str]) -> None:
    for i, text in enumerate(texts):
        notes.add(ids=[f"{source}-{i:02d}"], documents=[text], metadatas=[{"source": source}])


threads = [threading.Thread(target=writer, args=("office", OFFICE), name="office-notes"),
           threading.Thread(target=writer, args=("van", VAN), name="van-log")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("how long's the van at ashby green on a friday? a lady's asking, her mum can't stand in the queue long")
hits = notes.query(query_texts=["ashby green friday how long van stop time"], n_results=6)["documents"][0]
context = ["Today is Thu 16 April 2037. You are talking to Priya on the library desk; a borrower is on the "
           "phone."] + hits
assert any("Ashby Green (by the bus shelter) 10-10.45, 45 mins" in c for c in context), context
assert any("stay the hour, 10 till 11" in c for c in context), context
reply = answer(question, context, mock="An hour - 10 till 11. It used to be 10-10.45 but Mick stays the full hour "
                                       "now because of the queues.")
finish(question, expected="45 minutes", actual=reply)
