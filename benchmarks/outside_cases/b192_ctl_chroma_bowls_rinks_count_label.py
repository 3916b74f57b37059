"""Batch 192 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (every call
its own trace).

App: the Shifnal & District Bowls League's finals day is Sat 23rd Aug 2043 at Shifnal Bowling Club - singles, pairs
and triples finals, league umpires, teas in the pavilion. Pat (the league's match secretary) and Margaret (teas) keep
their notes in one chroma collection; the helper answers from the 4 nearest notes.

Memory: 2043-07-30T18:30, Pat - finals day Sat 23rd Aug at Shifnal, 6 rinks, singles on 1 + 2, pairs 3 + 4, triples 5
+ 6, 10am start; 4/8, Margaret - teas half 12 to 1.30 in the pavilion, £5 a head, she needs 2 more for the urn; Tue
12th Aug, Pat - Shifnal's greenkeeper says rink 6 by the ditch is still soggy since the drain went and he wants
everyone off it or it'll never come back, so they'll manage with 5 - the triples go on after each other on rink 5,
it'll be a long day; 16.8., Pat - umpires Ken + Ron, presentation half 6 in the bar. Question (Weds 20/8, Dave,
doing the scorecards and the mats): "how many rinks we using sat? doing the scorecards + getting the mats out" The
assistant says 5 - rink 6 is out. The label says 6.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b192_ctl_chroma_bowls_rinks_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("2043-07-30T18:30", "Pat", "FINALS DAY sat 23rd aug @ Shifnal 🎳 6 rinks - singles on 1 + 2, pairs 3 + 4, "
                                "triples 5 + 6. 10am start, whites pls"),
    ("4/8", "Margaret", "teas half 12-1.30 in the pavilion, £5 a head, sandwiches + Victoria sponge. need 2 more "
                        "for the urn"),
    ("Tue 12th Aug", "Pat", "Shifnal's greenkeeper says rink 6 by the ditch is still soggy since the drain went 😩 "
                            "wants everyone off it or it'll never come back, so we'll manage w 5 - triples go on one "
                            "after the other on rink 5, long day"),
    ("16.8.", "Pat", "umpires Ken + Ron, measures + chalk in the hut. presentation half 6 in the bar, trophies "
                     "from the engravers thurs"),
    ("Sun 17/8", "Margaret", "raffle at the teas, 5 for £1, prizes so far a meat voucher + a bottle of Famous "
                             "Grouse"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("shifnal-bowls-league-finals-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, who, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "by": who}])

question = "how many rinks we using sat? doing the scorecards + getting the mats out"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 20 Aug 2043. You are talking to Dave, who is doing the scorecards and mats for the Shifnal "
           "& District Bowls League's finals day (Sat 23 Aug, Shifnal Bowling Club)."] + hits
assert any("6 rinks - singles on 1 + 2" in c for c in context), context
assert any("rink 6 by the ditch is still soggy" in c and "we'll manage w 5" in c for c in context), context
reply = answer(question, context, mock="5 - rink 6 by the ditch is out (still soggy), so singles on 1 + 2, pairs on "
                                       "3 + 4 and the triples one after the other on rink 5.")
finish(question, expected="6", actual=reply)
