"""Batch 350 (held out). A café's part-time staff shift-swap chat: qdrant collection of the chat's bursts, one root
span per burst, one for the manager's clear-out and one for the question; the clear-out deletes, by a payload
filter, the swap bursts she thinks are done, and one of them held a swap that never made it onto the rota.

App: Bean There (a café near campus) runs on students - Tom, Priya, Hollie, Ben, Jack - with Rosa managing. Their
shift-swap chat goes into the café's helper a burst at a time (qdrant, payload ``kind``: rota, swap, notice). Once a
week Rosa clears out the swap bursts with a filter on ``kind`` ("swaps done, clearing 🧹"); the helper answers from
the 4 nearest bursts.

Planted fault (DeletionError): Rosa's rota burst (2050-10-03) has sat 15th open: tom 6.45-2, close: hollie. Tom's
swap burst of sun 9/10 asks someone to take his sat open (he's got a 21st in leeds fri night); Priya says she'll do
it if he takes her tue close, Tom says deal, Rosa thumbs it. Rosa's clear-out (tue 11/10) deletes the swap bursts,
that one with them, though she never changed the rota. Question (fri 14/10, Hollie, closing fri): "who's opening
sat??" / "leaving the keys in the lockbox + wanna txt them the code" -> expected Priya (she took Tom's sat open).
The assistant says Tom.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the sun 9/10 burst was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the burst is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the 21st, "i'll do it" or "deal"); the rota's "sat 15th open: tom" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b350_qdrant_cafe_sat_open_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bean-there-swaps-oct-2050"
SWAP = ("sun 9/10 tom: can someone take my sat open?? 🙏 got a 21st in leeds fri night 🥴\n"
        "priya: ye i'll do it\n"
        "priya: u take my tue close?\n"
        "tom: deal ty ily 🫶\n"
        "rosa: 👍")
NOTES = [
    (1, "rota", "2050-10-03 rosa: rota w/c 10th 📋\n"
                "rosa: sat 15th open: tom 6.45-2, close: hollie\n"
                "rosa: sun 16th priya + ben\n"
                "rosa: swaps → post here n i'll sort it"),
    (2, "notice", "wed 5/10 rosa: new oat milk supplier, don't use the old cartons\n"
                  "rosa: card machine's being weird again, restart it if it freezes 🙃"),
    (3, "swap", "thu 6/10 ben: anyone wanna swap my sun 16th for a weekday??\n"
                "ben: nvm sorted w jack"),
    (4, "swap", SWAP),
    (5, "notice", "mon 10/10 hollie: keys for the wknd\n"
                  "hollie: i'll leave them in the lockbox after close fri, code's the usual 🔑"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"burst-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind})])
assert client.count(COLL).count == len(NOTES)

question = "who's opening sat??\nleaving the keys in the lockbox + wanna txt them the code"
vec = offline.embed([question])[0]
with turn_span("clear-out tue 11/10"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SWAP in before, before
    swaps = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="swap"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=swaps))

with turn_span("question fri 14/10"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 14 October 2050. You are talking to Hollie, who works at Bean There café and is closing "
               "tonight."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("21st", "i'll do it", "deal")), stored
    assert any("sat 15th open: tom 6.45-2" in c for c in context), context
    reply = answer(question, context, mock="tom's opening sat, 6.45 👍 txt him the code")
finish(question, expected="priya - she took tom's sat open (he's at a 21st in leeds)", actual=reply)
