"""Batch 235 (held out). A sailing club's regatta week: qdrant collection of the sailing committee's notes, script
style (every call its own trace); for a question about one day the helper asks only the notes tagged with that day,
and the note that changed Thursday's race officer was tagged for the whole week.

App: Baitings Water Sailing Club hold their regatta week Mon 1st - Sat 6th August 2050 - evening races Monday to
Thursday at 6.30, a pursuit race on the Saturday at 11, then prizegiving and the barbecue. Lynne (the sailing
secretary) files the notes into one qdrant collection with a payload ``day`` (mon ... sat, or "week" for the whole
week); for a question about one day the helper filters on that day's tag and takes the 3 nearest.

Planted fault (RetrievalError, filtered out by the scope): the Thursday note (2050-06-24T19:00) has Mike as race
officer on the committee boat, Jen on the hooter. Lynne's note of Sat 16th Jul starts with the barbecue (so it's
tagged "week") and says, in the middle, that Mike's had to go offshore for a fortnight on a rig job, so Helen's said
she'll be RO on the Thursday (she's done it loads), Jen still on the hooter - then "bring ur own plates". Question
(Mon 1/8, Tom, printing the start sheets): "who's race officer on thurs? need to drop the start sheets + flags off
with them" -> expected Helen (Mike's offshore). The Thursday-scoped query returns the Thursday notes; the assistant
says Mike.

Expected verdict: RetrievalError at qdrant's query (the Thursday-scoped query_points, wrapped in fault()): the
barbecue note is in the collection and among the question's 5 nearest with no filter, but the day filter kept it
from the context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no
context line has Helen or the rig job; the Thursday note's "race officer Mike" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b235_qdrant_regatta_race_officer_who_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "baitings-water-sc-regatta-2050"
SWAP = ("Sat 16th Jul - bbq 🍔 sorted, Hirst's in Ripponden doing 120 burgers + 80 sausages, Carol's on salads. Mike's "
        "had to go offshore for a fortnight (rig job, short notice 🙄) so Helen's said she'll be RO on the thurs, "
        "she's done it loads, Jen still on the hooter. bring ur own plates pls")
NOTES = [
    (1, "week", "2050-06-10T20:00 REGATTA WK ⛵ mon 1st - sat 6th aug. evening races mon-thu 6.30, pursuit race sat "
                "11am, prizegiving + bbq sat eve. £5 a boat a night, visitors welcome"),
    (2, "thu", "2050-06-24T19:00 thurs 4th - race officer Mike (committee boat), Jen on the hooter, safety boats Rob "
               "+ Alison, course 3 if it's westerly"),
    (3, "tue", "Tue 12/7 - tues 2nd RO Pete, safety Rob + Dan, juniors' race first at 6 on the small course"),
    (4, "week", SWAP),
    (5, "sat", "23.7. sat 6th - pursuit 11, RO Helen, prizegiving in the clubhouse 5ish then the bbq"),
    (6, "thu", "Weds 27 Jul - thurs 4th: juniors' fun race b4 the main one, 6ish, Alison running it off the rib"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "day": day, "by": "Lynne"})
                            for pid, day, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "who's race officer on thurs? need to drop the start sheets + flags off with them"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert SWAP in wider, wider
thursday = models.Filter(must=[models.FieldCondition(key="day", match=models.MatchValue(value="thu"))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=thursday, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Mon 1 August 2050. You are talking to Tom, who's printing the start sheets for Baitings Water "
           "SC's regatta week (Mon 1 - Sat 6 August)."] + hits
assert SWAP not in hits and not any(w in c.lower() for c in context for w in ("helen", "offshore", "rig job")), context
assert any("race officer Mike (committee boat)" in c for c in context), context
reply = answer(question, context, mock="Mike - he's race officer on the committee boat on Thursday, with Jen on the "
                                       "hooter.")
finish(question, expected="Helen - Mike's gone offshore on a rig job, so Helen's RO on the Thursday", actual=reply)
