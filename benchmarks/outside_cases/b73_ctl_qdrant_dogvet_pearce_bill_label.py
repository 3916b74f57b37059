"""Batch 73 (held out), control. A mobile dog vet's rounds: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Reilly's Mobile Vets keeps its price notes and farm notes as qdrant points with payload ``{"text", "kind"}``;
the locum asks the assistant how much to charge. Farm call-out is £45 and a lepto booster £28 a dog. But Sam never
charges the call-out on the Thursday round for farms on the Stroud side, as she's passing anyway. Lower Ham (the
Pearces) is on the Thursday round; in March they had a visit on a Monday and paid £129 (call-out plus three
boosters). Today, Thursday, it's the same three dogs.

No fault planted. Question (Thu 12/6, Ellie the locum): "how much do I charge the Pearces for today?" The model
answers £84 (three boosters at £28, no call-out), right per memory. The label says £129 - call-out plus 3 boosters.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b73_ctl_qdrant_dogvet_pearce_bill_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("prices", "2031 prices: farm call-out £45, house call £60, lepto booster £28/dog, kennel cough £24, "
               "nail clip £8"),
    ("prices", "thurs round (Stroud side farms) - I don't put the call-out on, I'm driving past them all anyway. "
               "been like that since Dad's day, don't start now"),
    ("farm", "Lower Ham (the Pearces) - 3 collies, Fly, Bess + Nell, boosters due June. on the thurs round"),
    ("farm", "Pearces 17/3 (a monday, Bess cut her pad) - did all 3 boosters while I was there, £129 w the "
             "call-out, paid cash"),
    ("farm", "Brook Farm - bill to the farm acct, never cash"),
    ("stock", "lepto - 3 boxes of 10 in the van fridge"),
    ("farm", "Hill Farm - Meg's stitches out next visit"),
]

client = QdrantClient(":memory:")
client.create_collection("reillys-notes", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("reillys-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "how much do I charge the Pearces for today?"
vector = offline.embed(["Pearces Lower Ham charge call-out booster price thurs round"])[0]
hits = client.query_points("reillys-notes", query=vector, limit=6).points
context = ["Today is Thu 12 June 2031. You are talking to Ellie, the locum, at Lower Ham for the boosters."] + \
          [h.payload["text"] for h in hits]
assert any("£129 w the call-out" in c for c in context), context
assert any("I don't put the call-out on" in c for c in context), context
assert any("lepto booster £28/dog" in c for c in context), context
assert any("Lower Ham (the Pearces) - 3 collies" in c for c in context), context
reply = answer(question, context, mock="£84 - three lepto boosters at £28. No call-out, it's the Thursday round.")
finish(question, expected="£129, call out + 3 boosters", actual=reply)
