"""Batch 366 (held out). A care home's activities programme: qdrant collection of the activities coordinator's and
the seniors' entries, one root span per entry, one for the coordinator's clear-out and one for the question; the
clear-out deletes, by a payload filter, last week's sign-up entries once they are typed into the activities register,
and one of them also carried a family's request about a resident.

App: Moorview care home run a weekly activities programme - chair exercises, bingo, the reminiscence group, a
singer, outings. Chloe (CT, activities coordinator) and the seniors on shift file entries into one qdrant
collection (payload ``kind``: programme, signup, handover, family). Each Friday Chloe types the week's sign-up sheets
into the paper register and deletes the sign-up entries with a filter on ``kind``; the helper answers from the 4
nearest entries.

Planted fault (DeletionError): the weekly programme entry (2051-02-27 09:15) has Weds 2pm bingo in the main lounge,
regulars A.R. (Rm 14), J.P. (Rm 2) and M.S. (Rm 19), Dave calling. Chloe's sign-up entry of Mon 13/03 lists
Wednesday's bingo names and says, in the middle, that Rm 14 A.R.'s daughter asked she's NOT brought to bingo any more
- the calling and the noise upset her, she's been tearful after the last two - offer her the reminiscence group in
the quiet lounge at the same time instead. Chloe's clear-out (Fri 17/03) deletes the sign-up entries, that one with
them. Question (Weds 22/03 13:40, Kerry, HCA): "shall I bring A.R. down to bingo this afternoon? she's dressed + in
her chair" -> expected no: her daughter asked she isn't brought to bingo any more (the noise upsets her); take her
to the reminiscence group in the quiet lounge at 2 instead. The assistant says yes, she's a bingo regular.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Mon 13/03 sign-up entry
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the entry is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on her daughter's request, the noise or the reminiscence group instead); the programme's
"regulars: A.R. (Rm 14)" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b366_qdrant_activities_bingo_yesno_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "moorview-activities-2051"
NOBINGO = ("Mon 13/03 signup (CT) - Weds bingo: J.P. Rm 2, M.S. Rm 19, F.W. Rm 7, + 4 from upstairs. NB Rm 14 A.R.'s "
           "dtr asked she's NOT brought to bingo any more - the calling + the noise upset her, tearful after the last 2 "
           "wks. offer her the reminiscence group in the quiet lounge same time instead (Mary runs it). Fri singer: 11 "
           "names")
NOTES = [
    (1, "programme", "CT", "2051-02-27T09:15 activities programme (CT): Mon 10:30 chair exercises (Sam), Tue 2pm "
                           "crafts, Weds 2pm bingo main lounge - regulars: A.R. (Rm 14), J.P. (Rm 2), M.S. (Rm 19), "
                           "Dave calling. Weds 2pm reminiscence quiet lounge (Mary). Fri 2.30 singer"),
    (2, "handover", "SC Lisa", "06/03 D/S handover (SC Lisa): Rm 14 A.R. - S: quiet day. B: -. A: ate 3/4 portion "
                               "lunch, fluids 1300mL. R: dtr visiting Sun, wants a word w/ CT re activities"),
    (3, "signup", "CT", "Mon 06/03 signup (CT) - Weds bingo: A.R. Rm 14, J.P. Rm 2, M.S. Rm 19, + 5 from upstairs. Fri "
                        "singer: 9 names. garden centre Thurs: full"),
    (4, "signup", "CT", NOBINGO),
    (5, "family", "AB", "Thu 16/03 family liaison (AB): Rm 2 J.P.'s son asking can he join the bingo some weeks - yes, "
                        "visitors welcome, just sign in"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"entry-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "shall I bring A.R. down to bingo this afternoon? she's dressed + in her chair"
vec = offline.embed([question])[0]
with turn_span("clear-out Fri 17/03"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert NOBINGO in before, before
    typed_up = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="signup"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=typed_up))

with turn_span("question Weds 22/03 13:40"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Weds 22 March 2051, 13:40. You are talking to Kerry, an HCA at Moorview care home."] + hits
    assert NOBINGO not in stored and not any(w in c.lower() for c in stored + context
                                             for w in ("not brought to bingo", "noise", "tearful", "instead")), stored
    assert any("regulars: A.R. (Rm 14)" in c for c in context), context
    reply = answer(question, context, mock="Yes - A.R.'s one of the Wednesday bingo regulars, 2pm in the main lounge "
                                           "with Dave calling.")
finish(question, expected="no - her daughter asked she's not brought to bingo any more (the noise upsets her); take "
                          "her to the reminiscence group in the quiet lounge at 2 instead", actual=reply)
