"""Batch 129 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, query, one root span per
note and one for the question.

App: Wendover CC's colts coaches and the colts secretary drop notes into a chroma collection (nets, kit, the ground,
matches); the helper answers parents from a query.

Memory: Tue 28/4 Rich: no U11 nets tonight, the bowling machine's packed up, Dave's taking it to be looked at,
fielding on the outfield; Sun 3/5 Dave: machine back from the repair man, good as new, £60 out of colts funds;
Mon 11/5 Gill: the groundsman's re-laying the net strips this wk and next, roped off till the 25th, so Tuesday U11
nets are at the school field on Hale Rd for now - bring water, no loos; kit and subs notes. Question (Tue 12/5,
Jo, a parent): "why aren't the u11s at the club tonight? Alfie's asking" The assistant says the net strips are being
re-laid (roped off till the 25th), so it's the school field on Hale Rd. The label says the bowling machine's broken -
in memory, why nets were off a fortnight ago, and the machine has since come back mended.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b129_ctl_chroma_colts_u11_nets_why_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ({"from": "gill", "day": "2/4"}, "colts subs £45 a season, £35 2nd child. U11 nets tues 5.30-6.30 at the club "
                                     "from 21st april"),
    ({"from": "rich", "day": "28/4"}, "no U11 nets tonight - the bowling machine's packed up, Dave's taking it to "
                                      "be looked at. fielding on the outfield, same time"),
    ({"from": "dave", "day": "3/5"}, "bowling machine back from the repair man, good as new, £60 out of colts funds"),
    ({"from": "gill", "day": "11/5"}, "groundsman's re-laying the net strips this wk + next, roped off till the "
                                      "25th so tues U11 nets are at the school field on Hale Rd for now. bring "
                                      "water, no loos there"),
    ({"from": "sam", "day": "11/5"}, "U11 kit - trainers fine, club helmets in the shed, pls bring them back"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wendover-colts", embedding_function=offline.chroma_embedding_function())
for i, (meta, text) in enumerate(NOTES):
    with turn_span(f"note-{i + 1} {meta['day']}"):
        notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[meta])

question = "why aren't the u11s at the club tonight? Alfie's asking"
with turn_span("question Tue 12/5"):
    hits = notes.query(query_texts=["U11 nets tonight club why not bowling machine net strips"],
                       n_results=5)["documents"][0]
    context = ["Today is Tue 12 May 2037. You are talking to Jo, whose son Alfie is in the Wendover CC U11s."] + hits
    assert any("bowling machine's packed up" in c for c in context), context
    assert any("re-laying the net strips" in c and "Hale Rd" in c for c in context), context
    reply = answer(question, context, mock="The groundsman's re-laying the net strips (roped off till the 25th), so "
                                           "U11 nets are at the school field on Hale Rd for now - bring water.")
finish(question, expected="the bowling machine's broken", actual=reply)
