"""Batch 193 (held out). A parish's pilgrimage walk: qdrant collection, two writers in threads (the vicar and the
walk leader each post their own notes, one write at a time under a lock), then a tidy-up that deletes the older
route notes once the final route card is in, and the question.

App: St Tysilio's, Meifod, walks its pilgrimage to Pennant Melangell on Sat 12th Sept 2043 - 11 miles from
Llanrhaeadr over into the Tanat valley, a lunch stop, Evensong at the shrine church at 4 and the minibus home. Rev
Ann (the vicar) and Gwyneth (who leads the walk) keep the walk's notes in one qdrant collection, each with a ``kind``
(plan, route, minibus, food); when the final route card goes in, the helper deletes the older route notes by id
(``client.delete(..., points_selector=PointIdsList(...))``) so only the card is left; it answers from the 4 nearest
notes.

Planted fault (DeletionError): Rev Ann's plan note (2043-06-23T20:00) has lunch at the Tanat Inn in Llangynog (they
do a pilgrims' soup + roll, £7). Gwyneth's route note of 22.8. (the recce, mostly stiles, a bull in the field past
Pen y Bont and the ford being high) says in passing that the Tanat Inn have stopped doing food on Saturdays - new
owners, just the bar - so Bryn's opening up the chapel vestry at Pen y Bont for us, bring sandwiches, tea and cake
£2 in the pot. The final route card (2043-09-05T09:30, the miles, the timings, grid refs) doesn't mention lunch.
The tidy-up deletes the older route notes (ids 3 and 4), removing the recce note. Question (Weds 9/9, Eirlys, who's
walking with her sister): "where are we stopping for lunch? Nerys wants to know if she needs to bring food" ->
expected the chapel vestry at Pen y Bont (bring sandwiches; the Tanat Inn's stopped Saturday food). The assistant
says the Tanat Inn, soup and a roll.

Expected verdict: DeletionError at qdrant's delete (the tidy-up, wrapped in fault()): the recce note was in the
collection and in the top 4 for the question before the delete, and the delete removed it while it still decided the
lunch stop. Asserted: the note is in the top 4 before the delete and gone from the collection and the context after
it (nothing on the vestry, Bryn or sandwiches); the plan note's Tanat Inn lunch line is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b193_qdrant_pilgrimage_lunch_stop_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "meifod-pilgrimage-2043"
RECCE = ("recce done 🥾 stiles ok except the one past Pen y Bont (wobbly, Emyr's fixing it), bull in the field after "
         "the ford so we go round by the lane, ford's high after all the rain. oh + the Tanat Inn have stopped doing "
         "food saturdays - new owners, just the bar now - so Bryn's opening up the chapel vestry at Pen y Bont for "
         "us for lunch, bring sandwiches, tea + cake £2 in the pot")
NOTES = {
    "ann": [(1, "plan", "2043-06-23T20:00", "PILGRIMAGE sat 12th sept ✝️ Llanrhaeadr car park 9.30, 11 miles "
                                            "over to the Tanat + up to Pennant Melangell. lunch at the Tanat Inn "
                                            "in Llangynog (pilgrims' soup + a roll £7), Evensong at the shrine "
                                            "church at 4"),
            (2, "minibus", "14/7", "minibus home from Pennant 5.15 - Emyr's 16 seater + the church car for the rest, "
                                   "£6 each in the plate"),
            (6, "food", "Tue 1st Sept", "flasks + walking poles, proper boots, waterproofs whatever it says. "
                                        "plasters in my bag")],
    "gwyneth": [(3, "route", "2.8.", "route - out of Llanrhaeadr on the old drovers' road, the ford, Pen y Bont, "
                                     "Llangynog, up the lane to Pennant. about 5 hrs with stops"),
                (4, "route", "22.8.", RECCE),
                (5, "route", "2043-09-05T09:30", "ROUTE CARD final ✅ 11.2 miles. Llanrhaeadr 9.30, ford 11ish, "
                                                 "Pen y Bont 12.30-1.15, Pennant for 3.30. grid refs on the back")],
}
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()  # qdrant's local mode isn't safe for concurrent writes


def post(who: str) -> None:
    for pid, kind, day, text in NOTES[who]:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                           payload={"text": text, "date": day, "kind": kind,
                                                                    "by": who})])


threads = [threading.Thread(target=post, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 6

question = "where are we stopping for lunch? Nerys wants to know if she needs to bring food"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert RECCE in before, before

# the final route card is in: drop the older route notes so only the card is left
older = [pid for pid, kind, _, _ in NOTES["gwyneth"] if kind == "route" and pid != 5]
assert older == [3, 4]
with fault():
    client.delete(COLL, points_selector=models.PointIdsList(points=older))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
context = ["Today is Weds 9 Sept 2043. You are talking to Eirlys, who is walking St Tysilio's pilgrimage to Pennant "
           "Melangell (Sat 12 Sept) with her sister Nerys."] + hits
assert RECCE not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("vestry", "bryn", "sandwiches", "stopped")), stored
assert any("lunch at the Tanat Inn in Llangynog" in c for c in context), context
reply = answer(question, context, mock="The Tanat Inn in Llangynog - they do a pilgrims' soup and a roll for £7, so "
                                       "Nerys doesn't need to bring food.")
finish(question, expected="the chapel vestry at Pen y Bont - bring sandwiches, the Tanat Inn's stopped doing food "
                          "saturdays", actual=reply)
