"""Batch 111 (held out), CONTROL: nothing planted; the label is wrong. chromadb query, script style.

App: Severnside Canoe Club's trip notes are in one chroma collection; the helper answers from a query.

Memory: the names down for Sunday's Wye trip - Huw, Carys, Tom, Sue, Bethan, Raj, Owen, Meg (8); Tom and Sue are
sharing their Canadian as usual; Owen's paddling with his daughter Meg in the club's open double; trailer takes 6;
other notes. Question (Fri 11/6/38, Huw): "how many boats are going on the trailer sunday?" -> the assistant says 6
(8 people, two doubles). The label says 8.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b111_ctl_chroma_canoe_boat_count_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    "wye sun 13/6 names: Huw (lead), Carys, Tom, Sue, Bethan, Raj, Owen, Meg - 8 so thats full",
    "Tom + Sue in their canadian as per, Owen taking Meg (his youngest) in the club open double",
    "trailer takes 6 boats max, Huw towing. load up thurs 7pm at the container",
    "Carys needs a BA, her zip's gone",
    "usk sat 26/6 - own boats only, juniors have the club ones",
]
client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("severnside-trips", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"c{i}" for i in range(len(DOCS))], documents=DOCS)

question = "how many boats are going on the trailer sunday?"
hits = notes.query(query_texts=["boats trailer sunday wye names who is paddling with who"], n_results=5)
context = ["Today is Fri 11 June 2038. You are talking to Huw, the trip leader."] + hits["documents"][0]
assert any("8 so thats full" in c for c in context) and any("Owen taking Meg" in c for c in context), context
reply = answer(question, context, mock="6 boats - 8 of you, but Tom and Sue share the Canadian and Owen's got Meg "
                                       "in the open double. Just fits the trailer.")
finish(question, expected="8 boats", actual=reply)
