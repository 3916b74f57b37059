"""Batch 221 (held out). A bowls club's open weekend: qdrant collection of notes, two writers in threads (the
secretary and the teas lady), then the clear-out of the reminders and the question; the clear-out deletes the
reminder that moved the teas.

App: Much Wenlock Bowling Club hold an open weekend on Sat 4th-Sun 5th June 2050 - four rinks out, club woods in
the shed, 20-minute have-a-go sessions with Geoff and Brian, cream teas in the afternoon. Roger (the secretary) and
Val (the teas) each file notes into one qdrant collection (payload ``kind``: rinks, woods, coaching, teas,
reminder) from their own thread; once the posters are out, Roger clears the reminders (``client.delete(...,
points_selector=FilterSelector(kind == "reminder"))``); the helper answers from the 4 nearest notes
(``query_points(..., limit=4)``).

Planted fault (DeletionError): Val's teas note (2050-04-06T14:00) has the teas in the pavilion both days, 2-5, cream
teas £3.50. Roger's reminders note of Tue 17th May says ring the county about the flags and, in passing, that the
pavilion kitchen's getting its new floor the week before and the lino won't have set, so the teas are in the
Methodist schoolroom over the road both days - Val's squared it with the minister - and they need more milk jugs.
The clear-out (Mon 30th May) deletes every reminder, that one with them. Question (Thu 2/6, Sheila, whose mum is
coming): "where are the teas on sat? my mum's coming for the teas not the bowls lol" -> expected the Methodist
schoolroom over the road (the pavilion kitchen's floor is being laid). The assistant says the pavilion.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the reminder was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided where
the teas are. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the Methodist schoolroom, the lino or the new floor); Val's "teas in the pavilion" is in the
context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b221_qdrant_bowls_open_weekend_teas_where_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "much-wenlock-bowls-open-wknd-2050"
REMINDER = ("reminders Tue 17th May - ring the county re the flags + bunting. ALSO pavilion kitchen's getting its new "
            "floor the wk before + the lino won't have set, so teas in the Methodist schoolroom over the road both "
            "days - Val's squared it w/ the minister. need more milk jugs!!")
ROGER = [
    ("rinks", "rinks - 4 out for the open wknd, 1 + 2 for have a go, 3 + 4 for a roll up w/ members. green cut + "
              "rolled fri"),
    ("woods", "woods - club sets in the shed, sizes 0-4, FLAT SOLES ONLY on the green pls, we've got spare galoshes"),
    ("reminder", REMINDER),
    ("coaching", "coaching - Geoff + Brian doing 20 min have a go sessions 10-4 both days, no need to book"),
    ("reminder", "reminders 24.5. - posters to the Co-op + the surgery ✔, A-board out by the clock tower fri night"),
]
VAL = [
    ("teas", "2050-04-06T14:00 TEAS 🫖 in the pavilion both days 2-5, cream teas £3.50, pot of tea 80p. me + Jean + "
             "Pam, urn's been descaled at last"),
    ("teas", "scones - I'm doing 4 dozen, Jean's doing a Victoria sponge + a lemon drizzle, jam from the WI stall"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def writer(who: str, first_id: int, items: list) -> None:
    for i, (kind, text) in enumerate(items):
        client.upsert(COLL, points=[models.PointStruct(id=first_id + i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=writer, args=("Roger", 1, ROGER), name="roger-secretary"),
           threading.Thread(target=writer, args=("Val", 101, VAL), name="val-teas")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are the teas on sat? my mum's coming for the teas not the bowls lol"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert REMINDER in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="kind", match=models.MatchValue(value="reminder"))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
context = ["Today is Thu 2 June 2050. You are talking to Sheila, whose mum is coming to Much Wenlock Bowling Club's "
           "open weekend (Sat 4-Sun 5 June)."] + hits
assert REMINDER not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("methodist", "schoolroom", "lino", "new floor")), stored
assert any("TEAS 🫖 in the pavilion both days 2-5" in c for c in context), context
reply = answer(question, context, mock="In the pavilion, 2 till 5 - cream teas are £3.50.")
finish(question, expected="the Methodist schoolroom over the road (the pavilion kitchen's having its new floor laid)",
       actual=reply)
