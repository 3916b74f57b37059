"""Batch 285 (held out). A parish church's rotas: qdrant collection of the flower guild's and the churchwardens'
notes, one root span per note, one for Pam's clear-out and one for the question; the clear-out deletes, by a payload
filter, the Easter notes once Easter's done, and one of them also carried a lasting change to the flower rota.

App: St Mary's, Luddenden keeps its rotas (flowers, readers, coffee, sidesmen) in the parish helper - Pam (who leads
the flower guild) and Malcolm (churchwarden) file notes into one qdrant collection (payload ``kind``: rota, easter,
coffee, readers, fabric). After Easter Pam clears out the Easter notes with a filter on ``kind``; the helper answers
from the 4 nearest notes.

Planted fault (DeletionError): Pam's flower rota note (2050-01-05T11:30) has 1st and 3rd Sundays Margaret Wood, 2nd
and 4th Sundays Pam, 5th Sundays whoever's free. Pam's Easter note of Palm Sunday (3/4) is mostly the Easter lilies
(£4 each in memory of someone, names to her by Weds), the Easter garden and Saturday's arranging at 10 - and says, in
the middle, that Margaret's giving up the flowers after Easter (her knees won't do the ladder for the window
ledges any more), so Hazel Crabtree is taking her Sundays from May, 1st and 3rd as was, and Margaret will still do
the Easter garden with the Sunday school. Pam's clear-out (Mon 18/4) deletes the Easter notes, that one with them.
Question (Fri 13/5, the Revd Sarah): "who's doing the flowers this sunday? want to thank them in the notices" ->
expected Hazel Crabtree (the 15th is a 3rd Sunday, Margaret's Sundays went to Hazel from May). The assistant says
Margaret Wood.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Pam's Palm Sunday note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Hazel, the knees or the ladder); the rota note's "1st + 3rd Sundays Margaret Wood" is
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b285_qdrant_church_flowers_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-marys-luddenden-rotas-2050"
HANDOVER = ("Palm Sun 3/4 (Pam) - easter lilies £4 each in memory of someone, names to me by weds for the sheet 🌸 "
            "easter garden in the porch again, arranging sat 10am, bring oasis + secateurs. Margaret's giving up the "
            "flowers after easter, her knees won't do the ladder for the window ledges any more bless her, so Hazel "
            "Crabtree's taking her sundays from May (1st + 3rd as was). Margaret'll still do the easter garden w/ the "
            "sunday school")
NOTES = [
    (1, "rota", "Pam", "2050-01-05T11:30 FLOWER ROTA 💐 1st + 3rd Sundays Margaret Wood, 2nd + 4th Sundays me (Pam), "
                       "5th Sundays whoever's free. weddings - the couple pay, we arrange"),
    (2, "readers", "Malcolm", "12/1 readers rota's on the board by the font, swaps between yourselves + tell Eileen"),
    (3, "coffee", "Malcolm", "coffee after the 10.30 every week, teams on the hall door, urn needs 30 mins"),
    (4, "easter", "Pam", "Weds 23rd March - no flowers in Lent (just the greenery), so flower ladies have a rest till "
                         "easter sat 😇"),
    (5, "fabric", "Malcolm", "Tue 29/3 the north aisle gutter's leaking again, bucket under it, don't put any flowers "
                             "on that window ledge till it's fixed"),
    (6, "easter", "Pam", HANDOVER),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's doing the flowers this sunday? want to thank them in the notices"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 18/4"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert HANDOVER in before, before
    done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="easter"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=done))

with turn_span("question Fri 13/5"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 13 May 2050 (Sunday is 15 May, the 3rd Sunday of the month). You are talking to the "
               "Revd Sarah, vicar of St Mary's, Luddenden."] + hits
    assert HANDOVER not in stored and not any(w in c.lower() for c in stored + context
                                              for w in ("hazel", "knees", "ladder")), stored
    assert any("1st + 3rd Sundays Margaret Wood" in c for c in context), context
    reply = answer(question, context, mock="Margaret Wood - she does the 1st and 3rd Sundays.")
finish(question, expected="Hazel Crabtree - she took over Margaret's Sundays from May (Margaret's knees)",
       actual=reply)
