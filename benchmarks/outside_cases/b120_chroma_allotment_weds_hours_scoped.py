"""Batch 120 (held out). An allotment society's trading hut: chromadb collection, the helper's query scoped to the
shop's own notices, script style (each call its own trace).

App: the Hollins Lane Allotment Society runs a trading hut (seeds, compost, canes, slug pellets) by the main gate.
Everything the committee writes down goes into one chroma collection with a ``topic`` (``shop``, ``agm``,
``lettings``, ``water``); when a plot holder asks about the shop, the helper queries with ``where={"topic": "shop"}``.

Planted fault (RetrievalError, filtered by scope): the shop's notice says it's open sundays 10-12 only. The AGM on
14/3 agreed to open a weds evening as well from Easter, 6 till 7.30ish, because the people who work weekends can
never get there - Pat's doing it; that's in the AGM minutes (topic ``agm``), not in a shop notice. The shop-only
query leaves it out. Question (Weds 8 Apr, Nadia, plot 31): "what time's the hut open tonight? need slug pellets
before the lettuces go" -> expected 6 till about 7.30. The assistant says it's only open sundays 10-12.

Expected verdict: RetrievalError at the scoped chroma query (wrapped in fault()): the minute that decides the time is
in the collection and the same query without the scope finds it, but the query the app made could not return it.
Asserted: the unscoped query returns the AGM minute; the scoped one leaves it out; the sundays 10-12 notice is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b120_chroma_allotment_weds_hours_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

AGM = ("AGM 14/3 minutes (Jan) - 23 there. subs staying £35 full plot, £20 half. hut: agreed we open weds evenings "
       "too from Easter, 6 till 7.30ish, as the ones who work wkends can never get there - Pat's doing weds, Roy "
       "sundays. water back on 1st April")
DOCS = [
    ("shop", "TRADING HUT - open sundays 10-12, cash or card (min £3). seeds, compost, canes, netting, pellets. "
             "members only, show your key fob"),
    ("agm", AGM),
    ("shop", "hut stock 22.3. - growmore low, 40 bags of multipurpose came tues, onion sets Sturon + Red Baron in, "
             "seed potatoes due 4th"),
    ("lettings", "plot 31 to Nadia Hussain from 1/3, half plot, waiting list now 14"),
    ("water", "troughs on from 1st April, off end of Oct. don't leave hoses running overnight PLEASE"),
    ("shop", "slug pellets - only the organic ferric ones now, £4.50 a tub, the blue ones are banned"),
    ("shop", "hut will be shut Easter Sunday, Roy's away - open as normal the sunday after"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollins-lane", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"h{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"topic": topic} for topic, _ in DOCS])

words = "hut shop open what time weds evening tonight"
wide = notes.query(query_texts=[words], n_results=7)["documents"][0]
assert AGM in wide, wide

with fault():
    found = notes.query(query_texts=[words], n_results=7, where={"topic": "shop"})
hits = found["documents"][0]
question = "what time's the hut open tonight? need slug pellets before the lettuces go"
context = ["Today is Weds 8 April 2037. You are talking to Nadia, who has plot 31 at Hollins Lane."] + hits
assert AGM not in context and not any("weds evening" in c or "7.30" in c for c in context), context
assert any("open sundays 10-12" in c for c in context), context
reply = answer(question, context, mock="It isn't open tonight - the hut's only open sundays 10-12. Pellets are the "
                                       "organic ones, £4.50 a tub.")
finish(question, expected="6 till about 7.30 - weds evenings from Easter (agreed at the AGM), Pat opens up",
       actual=reply)
