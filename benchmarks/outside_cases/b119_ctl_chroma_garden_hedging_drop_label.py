"""Batch 119 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two staff adding notes
from their own threads, then one query.

App: at Hollybank Garden Centre, Dawn on the order desk and Kath on the tills both put their customer notes into
one chroma collection from their own terminals (two threads here); Wayne, who drives the van, asks the helper,
which answers from a query of it.

Memory: Mr Ravenscroft's order (Fri 16th Oct) is 50 bare-root beech and 2 bags of bonemeal, to go to the house at 12
Moor Rd, round the back; on Weds 4 Nov he rang back - the beech isn't for his own garden after all, it's for the
allotments' boundary (he's on the committee, they're planting it Saturday), so drop it at Moor Lane allotments, the
gate by the sheds, he'll be there from 9. Question (Thu 5/11, Wayne): "where am i dropping mr ravenscroft's
hedging?" The assistant says Moor Lane allotments, the gate by the sheds. The label says 12 Moor Rd, round the back
- in memory, but he said it's for the allotments, not his own garden.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b119_ctl_chroma_garden_hedging_drop_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DAWN = [
    "ORDER 16th Oct - Mr Ravenscroft: 50 bare root beech (60-80cm) + 2 bags bonemeal, £145 pd. deliver w/c 2nd nov "
    "when the bare root comes in, to the house 12 Moor Rd, drive round the back",
    "Mr Ravenscroft rang back weds 4/11 - the beech isn't for his own garden after all, it's for the allotments' "
    "boundary (he's on the committee, they're planting it sat). so drop at Moor Lane allotments, gate by the "
    "sheds, he'll be there from 9",
    "Biggins bench went out 10/4, he's happy, wants a cover for it - got the Lutyens one on order",
]
KATH = [
    "lady asked re the xmas trees - in from 28th nov, nordmann 5-6ft £45, we net them, delivery £10 local",
    "bare root hedging in tues 3/11 - beech, hawthorn, privet. heeled in at the back by the compost bays",
    "van B tyre pressure light on again, told Wayne",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollybank-notes", embedding_function=offline.chroma_embedding_function())


def write(who: str, lines: list[str]) -> None:
    for i, text in enumerate(lines):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=write, args=("dawn", DAWN), name="order-desk"),
           threading.Thread(target=write, args=("kath", KATH), name="tills")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where am i dropping mr ravenscroft's hedging?"
hits = notes.query(query_texts=["Mr Ravenscroft beech hedging delivery where drop"], n_results=4)["documents"][0]
context = ["Today is Thu 5 November 2037. You are talking to Wayne, who drives Hollybank's van."] + hits
assert any("to the house 12 Moor Rd" in c for c in context), context
assert any("drop at Moor Lane allotments, gate by the sheds" in c for c in context), context
reply = answer(question, context, mock="Moor Lane allotments - the gate by the sheds. Mr Ravenscroft will be there "
                                       "from 9; it's for the allotments' boundary, not his house.")
finish(question, expected="12 Moor Rd, round the back of the house", actual=reply)
