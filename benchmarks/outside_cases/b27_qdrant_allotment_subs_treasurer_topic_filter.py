"""Batch 27 (held out). An allotment society's committee notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Hilltop Road Allotment Society (48 plots, two water troughs, a trading hut) keeps its secretary's notes as
points with payload ``{"topic", "day"}`` (topic subs / water / plots / hut / agm, day as yyyymmdd). The plot
holders' assistant looks up a question under the topic it is about, so a question about subs is answered from the
subs notes only. Seventeen notes, Nov 2024 - April 2025.

Planted fault (RetrievalError, filtered by scope): who takes the subs now was settled at the AGM, and the note of it
is filed under agm: "AGM 8/3 - 23 there + apologies from 6. Brenda stepping down as treasurer after 11 yrs (bouquet
+ a voucher, she cried). Colin Marsh (plot 14) voted in, takes over the money from 1st April - subs, water levy, hut
float, all to him. Path mowing rota agreed". The subs-only query leaves it out. Question (Sat 12/4): "who do I give
my subs to now?" -> expected "Colin Marsh on plot 14, the new treasurer". The assistant has the subs notes, which all
say Brenda, and says Brenda.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query in fault()). Asserted: the same
query without the filter returns the AGM note; the filtered context holds Brenda's subs notes and not Colin. Another
reading: none that we see; nothing was overwritten or deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b27_qdrant_allotment_subs_treasurer_topic_filter", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

AGM = ("AGM 8/3 - 23 there + apologies from 6. Brenda stepping down as treasurer after 11 yrs (bouquet + a voucher, "
       "she cried). Colin Marsh (plot 14) voted in, takes over the money from 1st April - subs, water levy, hut "
       "float, all to him. Path mowing rota agreed")
NOTES = [
    ("subs", 20241104, "Subs 2025 agreed at cttee: full plot £40, half £22, over-70s £5 off. Due by 31 March, pay "
                       "Brenda (plot 3) cash or cheque to HRAS"),
    ("water", 20241111, "Troughs off for winter from 15/11, Ray's draining them, stopcock by the hut"),
    ("plots", 20241120, "Plot 27 given up (Mr Tan moving to Leeds), waiting list next = the Nowaks"),
    ("hut", 20241202, "Trading hut closed Dec + Jan. Reopens Sun 2 Feb 10-12, seed potatoes in"),
    ("subs", 20241209, "Brenda: 9 paid early already, keen beans. Reminder in the Feb newsletter"),
    ("plots", 20250108, "Nowaks have taken 27, half plot for now, v pleased, 2 little girls"),
    ("water", 20250115, "Trough 2 (by plot 30) cracked, frost. Quote from Davies £180 to replace"),
    ("agm", 20250201, "AGM Sat 8 March 2pm, church hall, nominations to Pat by 22/2"),
    ("hut", 20250202, "Hut takings Sun 2/2 £146.40, seed pots went in an hour"),
    ("subs", 20250210, "Brenda says bank transfer ok this yr too, HRAS acct 20-44-91 / 30817263, ref = plot no"),
    ("agm", 20250308, AGM),
    ("water", 20250310, "New trough 2 in, £180 paid to Davies, water back on 1/4"),
    ("plots", 20250315, "Plot 9 overgrown again, 2nd letter going out, 28 days to sort it"),
    ("subs", 20250317, "32 of 48 paid so far, Brenda chasing the rest, cheques to her door (14 Elm Close) if easier"),
    ("hut", 20250323, "Hut needs volunteers Sundays in April, Pat's doing a rota"),
    ("agm", 20250325, "AGM minutes typed up, on the noticeboard + emailed round"),
    ("subs", 20250405, "Late subs - 11 still outstanding, £2 late fee from 1 May like it says in the rules"),
]

client = QdrantClient(":memory:")
client.create_collection("hras-notes", vectors_config=models.VectorParams(size=256,
                                                                          distance=models.Distance.COSINE))
client.upsert("hras-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"topic": topic, "day": day, "text": text})
    for i, (topic, day, text) in enumerate(NOTES, 1)])

question = "who do I give my subs to now? still not paid, sorry"
vector = offline.embed([question])[0]
wide = client.query_points("hras-notes", query=vector, limit=len(NOTES)).points
assert any(p.payload["text"] == AGM for p in wide), [p.payload["text"][:40] for p in wide]

subs_only = models.Filter(must=[models.FieldCondition(key="topic", match=models.MatchValue(value="subs"))])
with fault():
    hits = client.query_points("hras-notes", query=vector, query_filter=subs_only, limit=8).points
context = ["Today is Sat 12/4/25."] + [h.payload["text"] for h in hits]
assert any("pay Brenda (plot 3)" in c for c in context), context
assert any("cheques to her door (14 Elm Close)" in c for c in context), context
assert not any("Colin" in c or "plot 14" in c for c in context), context
reply = answer(question, context, mock="Brenda on plot 3 - cash, a cheque to HRAS, or bank transfer with your plot "
                                       "number as the ref. You can drop a cheque at 14 Elm Close. It's £2 extra if "
                                       "it's after 1 May.")
finish(question, expected="Colin (plot 14) - he's treasurer since April", actual=reply)
