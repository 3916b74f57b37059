"""Batch 107 (held out). A window cleaner's round book: qdrant-client (in-memory, offline embeddings), script style
(each call its own trace); the month-end tidy runs in a thread.

App: Gaz does a window-cleaning round in Horsforth (Tuesdays Elm Grove and the Avenue, Thursdays Orchard Close and
round the back of the Co-op). His helper keeps one qdrant collection: a card per house (kind "house", what's done
and the price), payment notes (kind "payment", paid=true once settled) and odds and ends (kind "misc"). At the end
of each month the tidy-up deletes settled payment notes - "money's in, don't need them".

Planted fault (DeletionError, a lasting arrangement deleted with the settled payment): the payment note for 22 Elm
Grove (Mrs Adeyemi) of 4/9 says she paid £18 cash for fronts and backs, and while he was there she asked for the
conservatory roof to be done as well from next time on, agreed £7 extra, so £25 a visit from now. It is marked
paid, so the 30/9 tidy deletes it. The house card still says fronts + backs £18 every 4 wks. Question (Tue 6/10,
Gaz): "how much am i charging no 22 elm grove today?" -> expected £25 (the £18 plus £7 for the conservatory roof).
The assistant says £18.

Expected verdict: DeletionError at qdrant.delete (the tidy, wrapped in fault()). Asserted: the note is in the search
results before the tidy; afterwards it is gone from storage and the context, and the card's £18 line is in it.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b107_qdrant_windowround_price_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ROOF = ("22 Elm Gr (Mrs Adeyemi) pd £18 cash 4/9 for fronts+backs. she asked can I do the conservatory roof too "
        "from next time on, said £7 extra so thats £25 a go from now. ladder on the side passage not the lawn "
        "(new turf)")
NOTES = [
    (1, "house", False, "22 Elm Grove - Mrs Adeyemi. fronts + backs £18, every 4 wks (Tues). side gate code 1966. "
                        "cash usually, under the mat if she's out"),
    (2, "payment", True, ROOF),
    (3, "house", False, "24 Elm Grove - Mr + Mrs Cole. fronts only £9, every 4 wks. frames + sills twice a yr "
                        "(£15 extra, next one due Nov)"),
    (4, "payment", True, "24 Elm Gr Coles bank transfer £9 on the 5th Sept"),
    (5, "payment", False, "the Avenue no 3 owes £32 (Aug + Sept), keeps missing me - try Sat morn"),
    (6, "misc", False, "new pole brush head ordered £26.99, Window Cleaning Warehouse, due 2/10"),
    (7, "house", False, "9 Orchard Cl - the Hendersons, fronts + backs + conservatory £28, every 4 wks Thurs"),
]

client = QdrantClient(":memory:")
client.create_collection("round", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, paid, text in NOTES:
    client.upsert("round", points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                      payload={"kind": kind, "paid": paid, "text": text})])

question = "how much am i charging no 22 elm grove today?"
vector = offline.embed(["22 Elm Grove Mrs Adeyemi price charge £ conservatory"])[0]
before = client.query_points("round", query=vector, limit=5).points
assert any(p.id == 2 for p in before), before

settled = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="payment")),
                              models.FieldCondition(key="paid", match=models.MatchValue(value=True))])


def month_end_tidy() -> None:  # Wed 30/9
    with fault():
        client.delete("round", points_selector=models.FilterSelector(filter=settled))


job = threading.Thread(target=month_end_tidy, name="month-end-tidy")
job.start()
job.join()

hits = client.query_points("round", query=vector, limit=5).points
context = ["Today is Tue 6 October 2037. You are talking to Gaz, on his Tuesday round."] + \
          [h.payload["text"] for h in hits]
stored = [p.payload["text"] for p in client.scroll("round", limit=50)[0]]
assert any("fronts + backs £18" in c for c in context), context
assert not any("£25" in c or "£7 extra" in c or "conservatory roof" in c for c in context + stored), stored
reply = answer(question, context, mock="£18 - fronts and backs, cash as usual (under the mat if she's out).")
finish(question, expected="£25 - the usual 18 plus 7 for doing the conservatory roof", actual=reply)
