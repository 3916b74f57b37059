"""Batch 395 (held out). A neighbourhood association's disaster drill in Osaka: qdrant collection of an expat's
chonaikai notes, one root span per entry, one for his clear-out and one for the question; the clear-out deletes, by
a payload filter, the kairanban notes he has copied into his calendar, and one of them also carried the drill's new
meeting place.

App: Tom Whelan, a Canadian living in Sakuradai 4-chome (Osaka) with his wife, keeps notes on the chonaikai - the
bosai kunren (disaster drill), the garbage, the jizo-bon festival, the kairanban (the circulating notice board) -
in one qdrant collection (payload ``kind``: drill, garbage, festival, kairanban). Once a kairanban's passed on and
the dates are in his phone he deletes the kairanban notes with a filter on ``kind``; the helper answers from the 4
nearest notes.

Planted fault (DeletionError): his drill note of 2050/08/21 has the bosai kunren on Sun 9/11, 09:00, everyone on the
Higashi-Sakuradai Elementary field (the hinanjo), then extinguishers and the AED, done by 11:30. His kairanban note
of 2050/09/03 (Sat) starts with the fee reminder and says the drill flyer's in it - the school field's dug up for
the new drains, so they meet at Sakuradai Minami Park (the one with the big camphor tree by the shrine) instead,
same time, Fujii-san doing the roll call. His clear-out (2050/09/07) deletes the kairanban notes, that one with
them. Question (Sat 2050/09/10): "where do we meet for the drill tmrw? said I'd walk Ueda-san from 104 over, she's
slow on her feet" -> expected Sakuradai Minami Park by the shrine (the school field's dug up for the drains). The
assistant says the Higashi-Sakuradai Elementary field.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the 2050/09/03 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Minami Park, the camphor tree or the drains); the drill note's school field is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b395_qdrant_chonaikai_drill_meeting_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tom-sakuradai4-chonaikai"
MOVED = ("2050/09/03 (Sat) kairanban - fee reminder again 🙄 + the drill flyer: school field's dug up for the new "
         "drains so for the drill we meet at Sakuradai Minami Park (the one w/ the big camphor tree by the shrine) "
         "instead, same time. Fujii-san doing the roll call")
NOTES = [
    (1, "drill", "2050/08/21 bosai kunren Sun 9/11 09:00 🚒 everyone meets on the Higashi-Sakuradai Elementary field "
                 "(that's our hinanjo), then fire extinguisher practice + the AED, done by 11:30. at least 1 per "
                 "household pls"),
    (2, "garbage", "2050/08/23 note to self - pura is Weds not Thurs from Sept, the ward changed it. Yumi says the "
                   "kairanban said so in July, I missed it"),
    (3, "festival", "2050/08/28 jizo-bon wrap up - yakisoba made ¥46,200, the kids' lantern painting went down a "
                    "storm, tent's back in the kaikan storeroom"),
    (4, "kairanban", "2050/08/30 kairanban - chonaikai fee 2nd half 1800円 due end of Sept, envelope to the han-cho"),
    (5, "kairanban", MOVED),
    (6, "kairanban", "2050/09/06 kairanban - lost cat poster, black w/ a red collar, answers to Kuro. signed + passed "
                     "to the Ishidas"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"entry-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind})])
assert client.count(COLL).count == len(NOTES)

question = "where do we meet for the drill tmrw? said I'd walk Ueda-san from 104 over, she's slow on her feet"
vec = offline.embed([question])[0]
with turn_span("clear-out 2050/09/07"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVED in before, before
    passed_on = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="kairanban"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=passed_on))

with turn_span("question 2050/09/10"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sat 2050/09/10. You are talking to Tom Whelan, who lives in Sakuradai 4-chome, Osaka, and is "
               "in its neighbourhood association (chonaikai)."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("minami park", "camphor", "drains")), stored
    assert any("meets on the Higashi-Sakuradai Elementary field" in c for c in context), context
    reply = answer(question, context, mock="On the Higashi-Sakuradai Elementary field, 09:00 - it's the hinanjo.")
finish(question, expected="Sakuradai Minami Park, the one with the big camphor tree by the shrine - the school field's "
                          "dug up for the drains", actual=reply)
