"""Batch 107 (held out), CONTROL: nothing planted; the label is wrong. chromadb query over every kind of note,
script style.

App: the St Oswald's harvest supper committee keeps its notes in one chroma collection (the poster text, committee
minutes, helpers' messages); the helper answers villagers and helpers from a search of all of it.

Memory: the poster says Harvest Supper, Sat 10th October, village hall, 7pm, £12 / £5; the committee minutes of
22/9 say the hall is theirs from 4 for setting up, and Carol said the 7 on the poster is when everyone sits down to
eat - doors from half six for a drink and raffle tickets; plus the tables, the dishes and the bar. Question (Thu
8/10, a villager): "what time do the doors open sat? my mum wants a seat near the front" The assistant says half
past six. The label says 7pm, as on the poster.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b107_ctl_chroma_harvest_doors_time_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("poster", "HARVEST SUPPER - Saturday 10th October, St Oswald's Village Hall, 7pm. Hotpot, curry, crumble + "
               "custard. Adults £12, children £5. Tickets from the Post Office or Carol (01943 555 218)"),
    ("minutes", "committee 22/9 - hall is ours from 4pm for setting up (Dave + the scouts). Carol: the 7 on the "
                "poster is when we all sit down to eat, doors from half 6 for a drink + raffle tix. grace by the "
                "vicar"),
    ("minutes", "committee 22/9 cont. - bar: Joan + Pete, wine £3 a glass, soft drinks 50p, no spirits (licence)"),
    ("message", "Dave: 10 trestles + 80 chairs, top table by the stage. disabled parking by the side door, 3 "
                "spaces"),
    ("message", "Jean: hotpots will be in the hall oven from 5, pls nobody turn it down!!"),
    ("poster", "RAFFLE at the Harvest Supper - farm shop hamper, meal for 2 at the Fox, bottle of whisky. £1 a "
               "strip"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("harvest-supper", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"h{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "what time do the doors open sat? my mum wants a seat near the front"
hits = notes.query(query_texts=["harvest supper saturday doors open time 7pm hall"], n_results=5)["documents"][0]
context = ["Today is Thu 8 October 2037. You are talking to a villager with a ticket."] + hits
assert any("Village Hall, 7pm" in c for c in context), context
assert any("doors from half 6" in c for c in context), context
reply = answer(question, context, mock="Half past six - the 7 o'clock on the poster is when everyone sits down to "
                                       "eat, so come at half six for a good seat and a drink.")
finish(question, expected="7pm, as it says on the poster", actual=reply)
