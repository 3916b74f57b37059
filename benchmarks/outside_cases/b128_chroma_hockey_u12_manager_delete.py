"""Batch 128 (held out). A hockey club's junior section notes: chromadb collection, a clear-out of the match reports
once they've gone in the newsletter, script style (each call its own trace).

App: Ashby Hockey Club's junior section keeps its squad sheets, fixtures and the coaches' weekly match reports in one
chroma collection (``kind`` "squad", "fixture" or "report"; reports carry the season ``week``). Reports are taken as
write-ups for the newsletter, so once a newsletter is out the app deletes ``kind == "report"`` up to that week.

Planted fault (DeletionError): the U12 girls' squad sheet has coach Sue and team manager Gareth Price. Sue's week-9
report (Sat 28/2, lost 2-1 at Loughborough) says, after the match, that Gareth's started nights at the depot so
Claire (Isla's mum) is taking over as U12 team manager from here - she's got the kit bag and the first aid box, and
Gareth'll still help out the odd Sunday. After the week-10 newsletter the clear-out deletes every report up to week
10, that one with them. Question (Thu 12/3, Ann, junior fixtures secretary): "who's the u12 girls' team manager now?
need to send the county tournament forms to someone" -> expected Claire (Isla's mum). The assistant says Gareth Price.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the report that decides who the manager is
was in the collection and found before the clear-out, and the delete removed it while it still held. Asserted: Sue's
report is found before the delete and is gone from the collection and the context after it; the squad sheet with
Gareth is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b128_chroma_hockey_u12_manager_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

REPORT = ("U12 girls sat 28/2 - lost 2-1 at Loughborough, Freya scored a belter, Beth brilliant in goal. Gareth's "
          "started nights at the depot so Claire (Isla's mum) is taking over as U12 team manager from here, she's got "
          "the kit bag + the first aid box. Gareth'll still help out odd sundays. Sue")
NOTES = [
    ({"kind": "squad"}, "U12 GIRLS 36/37 - coach Sue Marsh, team manager Gareth Price (07700 900411), sat mornings. "
                        "umpire rota on the clubhouse board"),
    ({"kind": "squad"}, "U14 boys 36/37 - coach Tom, manager Priya Shah, sun league + the indoor in Jan"),
    ({"kind": "report", "week": 8}, "U14 boys sun 22nd - won 4-0 v Hinckley, Josh hat trick. pitch was like a bog"),
    ({"kind": "report", "week": 9}, REPORT),
    ({"kind": "fixture"}, "county U12 girls tournament sun 19th april at Nuneaton, entry forms back to the county by "
                          "3rd april, £30 a team. team managers sign them"),
    ({"kind": "report", "week": 10}, "U12 girls 7/3 - drew 1-1 v Rugby at home, Zara's first goal. Claire did the "
                                     "oranges. Sue"),
    ({"kind": "fixture"}, "sat 14/3 U12 girls away at Leicester Ladies 10.30 pb, meet 9.15 at the club for lifts"),
    ({"kind": "report", "week": 11}, "U10s mini festival sat 7/3 - 3 wins, 1 loss, everyone played, Tom says well "
                                     "done"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ashby-juniors", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[m for m, _ in NOTES])

words = "U12 girls team manager now tournament forms"
before = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert REPORT in before, before

with fault():
    notes.delete(where={"$and": [{"kind": "report"}, {"week": {"$lte": 10}}]})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=4)["documents"][0]
question = "who's the u12 girls' team manager now? need to send the county tournament forms to someone"
context = ["Today is Thu 12 March 2037. You are talking to Ann, Ashby Hockey Club's junior fixtures secretary."] + hits
assert REPORT not in stored and not any("taking over as U12 team manager" in c for c in stored + context), stored
assert any("team manager Gareth Price" in c for c in context), context
reply = answer(question, context, mock="Gareth Price (07700 900411) - he's the U12 girls' team manager.")
finish(question, expected="Claire (Isla's mum) - she took over from Gareth when he started nights", actual=reply)
